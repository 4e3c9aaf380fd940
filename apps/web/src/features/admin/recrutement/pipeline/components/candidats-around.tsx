import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CANDIDAT_STATUT_IDS, CANDIDAT_STATUT_LABELS } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { geolocByAdresse } from '../../../../../components/geoloc-by-adresse.ts';
import { PointsMap, type MapPoint } from '../../../../../components/map/index.ts';
import { NextPageButton } from '../../../../../components/next-page-button.tsx';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import {
  DEFAULT_RADIUS_KM,
  MAX_RADIUS_KM,
  useCandidatsAround,
  type CandidatAround,
  type CandidatsAroundBody,
} from '../api/list-candidats-around.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';
import { CandidatCard, candidatName } from './candidat-card.tsx';

const STATUT_OPTIONS = CANDIDAT_STATUT_IDS.map((id) => ({
  value: String(id),
  label: CANDIDAT_STATUT_LABELS[id],
}));

/** The radius typed (French decimals allowed); null when it is not a number in (0, 200]. */
export function parseRadius(value: number | string): number | null {
  const km = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(km) && km > 0 && km <= MAX_RADIUS_KM ? km : null;
}

/** The markers of an around search: the chosen point, then each candidate found. */
function aroundPoints(
  point: { lat: number; lng: number } | null,
  candidats: readonly CandidatAround[],
): MapPoint[] {
  const points: MapPoint[] = candidats.map((candidat) => ({
    id: candidat.id,
    lat: candidat.lat,
    lng: candidat.lng,
    label: candidatName(candidat),
  }));
  return point ? [{ id: 'point', ...point, label: T.chosenPoint }, ...points] : points;
}

/**
 * Candidates around an address (the app's geocoder turns it into coordinates) or a point touched
 * on the map, within a radius (20 km by default, refused at 0 or above 200 km).
 */
export function CandidatsAroundPanel({ canMove }: { canMove: boolean }) {
  const [address, setAddress] = useState('');
  const [addressInfo, setAddressInfo] = useState<{ ok: boolean; text: string } | null>(null);
  const [isLocating, setIsLocating] = useState(false);
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [radius, setRadius] = useState<number | string>(DEFAULT_RADIUS_KM);
  const [radiusError, setRadiusError] = useState<string | null>(null);
  const [statuts, setStatuts] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<CandidatsAroundBody | null>(null);
  const around = useCandidatsAround(submitted);
  const { candidats } = around;

  /** The address's coordinates from the geocoder (null and a French message when not found). */
  async function locate(): Promise<{ lat: number; lng: number } | null> {
    setIsLocating(true);
    try {
      const found = await geolocByAdresse(address);
      if (!found) {
        setAddressInfo({ ok: false, text: T.addressNotFound });
        return null;
      }
      const located = { lat: found.lat, lng: found.lng };
      setAddressInfo({ ok: true, text: T.addressFound(found.label) });
      setPoint(located);
      return located;
    } finally {
      setIsLocating(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const km = parseRadius(radius);
    if (km === null) {
      setRadiusError(T.radiusInvalid(MAX_RADIUS_KM));
      return;
    }
    setRadiusError(null);
    // A typed address not located yet is located first; a point touched on the map is kept.
    const at = point ?? (address.trim() ? await locate() : null);
    if (!at) {
      if (!address.trim()) setAddressInfo({ ok: false, text: T.noPoint });
      return;
    }
    setSubmitted({ lat: at.lat, lng: at.lng, distanceKM: km, statut_ids: statuts.map(Number) });
  }

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} aria-label={T.aroundForm} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{T.aroundHelp}</Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={T.address}
              placeholder={T.addressPlaceholder}
              value={address}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setPoint(null);
                setAddressInfo(null);
              }}
              maxLength={255}
              w={340}
              autoComplete="street-address"
            />
            <Button
              type="button"
              variant="light"
              mt={25}
              onClick={() => void locate()}
              loading={isLocating}
              disabled={address.trim().length < 4}
            >
              {T.locate}
            </Button>
          </Group>
          {addressInfo ? (
            <Text
              fz="sm"
              c={addressInfo.ok ? undefined : 'red.9'}
              role={addressInfo.ok ? 'status' : 'alert'}
            >
              {addressInfo.text}
            </Text>
          ) : null}
          <PointsMap
            points={aroundPoints(point, candidats)}
            center={point ?? undefined}
            onPick={(lat, lng) => {
              setPoint({ lat, lng });
              setAddressInfo(null);
            }}
            label={T.aroundMap}
            height={300}
          />
          <Text fw={600} aria-live="polite">
            {point ? T.point(point.lat, point.lng) : T.noPoint}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
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
              w={140}
            />
            <MultiSelect
              label={T.statuts}
              placeholder={statuts.length ? undefined : T.allStatuts}
              data={STATUT_OPTIONS}
              value={statuts}
              onChange={setStatuts}
              clearable
              w={280}
            />
          </Group>
          <Button type="submit" w="fit-content" loading={around.isFetching || isLocating}>
            {T.aroundSearch}
          </Button>
        </Stack>
      </form>
      {around.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(around.error) ?? T.aroundError}
        </Alert>
      ) : null}
      {submitted && around.isPending ? <PageLoader /> : null}
      {around.data ? (
        <Stack gap="xs" component="section" aria-label={T.resultsList}>
          <Text fw={600} role="status" aria-live="polite">
            {T.aroundResults(candidats.length, around.total)}
          </Text>
          {candidats.map((candidat) => (
            <CandidatCard
              key={candidat.id}
              candidat={candidat}
              canMove={canMove}
              showStatut
              distanceKm={candidat.distance_km}
            />
          ))}
          <NextPageButton pages={around} label={T.aroundMore} />
        </Stack>
      ) : null}
    </Stack>
  );
}
