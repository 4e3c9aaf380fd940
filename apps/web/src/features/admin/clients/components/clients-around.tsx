import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PointsMap, type MapPoint } from '../../../../components/map/index.ts';
import { NextPageButton } from '../../../../components/next-page-button.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import {
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  useClientsAround,
  type ClientAround,
  type ClientsAroundBody,
} from '../api/list-clients-around.ts';
import { CLIENTS_TEXT as T } from '../text.ts';
import { ClientLines, clientName } from './client-lines.tsx';

/** The markers of an around search: the chosen point, then each client found. */
export function aroundPoints(
  point: { lat: number; lng: number } | null,
  clients: readonly ClientAround[],
): MapPoint[] {
  const points: MapPoint[] = clients.map((client) => ({
    id: client.id,
    lat: client.lat,
    lng: client.lng,
    label: clientName(client),
  }));
  return point ? [{ id: 'point', ...point, label: T.chosenPoint }, ...points] : points;
}

/** Clients around a point chosen on the map (or typed), within a radius (20 km by default). */
export function ClientsAroundPanel() {
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [radius, setRadius] = useState<number | string>(DEFAULT_RADIUS_KM);
  const [radiusError, setRadiusError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<ClientsAroundBody | null>(null);
  const around = useClientsAround(submitted);
  const { clients } = around;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!point) return;
    const km = typeof radius === 'number' ? radius : Number(String(radius).replace(',', '.'));
    if (!Number.isFinite(km) || km <= 0 || km > MAX_RADIUS_KM) {
      setRadiusError(T.radiusInvalid(MAX_RADIUS_KM));
      return;
    }
    setRadiusError(null);
    setSubmitted({ lat: point.lat, lng: point.lng, distanceKM: km, statut_ids: [] });
  }

  const distances = new Map(clients.map((client) => [client.id, client.distance_km]));

  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={T.aroundForm} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{T.aroundHelp}</Text>
          <PointsMap
            points={aroundPoints(point, clients)}
            center={point ?? undefined}
            onPick={(lat, lng) => setPoint({ lat, lng })}
            label={T.mapLabel}
            height={320}
          />
          <Text fw={600} aria-live="polite">
            {point ? T.point(point.lat, point.lng) : T.noPoint}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label={T.radius}
              value={radius}
              onChange={setRadius}
              min={1}
              max={MAX_RADIUS_KM}
              // Out of range is said, not silently changed to the bound.
              clampBehavior="none"
              decimalSeparator=","
              allowNegative={false}
              error={radiusError}
              w={160}
            />
            <Button type="submit" disabled={!point} loading={around.isFetching}>
              {T.aroundSearch}
            </Button>
          </Group>
        </Stack>
      </form>
      {around.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(around.error) ?? T.aroundError}
        </Alert>
      ) : null}
      {submitted && around.isPending ? <PageLoader /> : null}
      {around.data ? (
        <Stack gap="sm">
          <Text fw={600} role="status" aria-live="polite">
            {T.aroundResults(clients.length, around.total)}
          </Text>
          <ClientLines
            clients={clients}
            label={T.resultsList}
            distanceOf={(id) => distances.get(id)}
          />
          <NextPageButton pages={around} label={T.aroundMore} />
        </Stack>
      ) : null}
    </Stack>
  );
}
