import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useReglesAgence } from '../../hooks/use-regles-agence.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { MAX_RADIUS_KM } from '../../lib/around-pages.ts';
import { PointsMap, type MapPoint } from '../map/index.ts';
import { NextPageButton, type NextPageSource } from '../next-page-button.tsx';
import { PageLoader } from '../page-loader.tsx';

/*
 * An around search of the back office (clients around a point, candidates around an address):
 * the point chosen on the map, the radius, the submit, then the nearest found, page by page.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** What is the same in every around search. */
export const AROUND_TEXT = {
  radius: 'Rayon (km)',
  point: (lat: number, lng: number) =>
    `Point choisi : ${lat.toFixed(5).replace('.', ',')}, ${lng.toFixed(5).replace('.', ',')}`,
  chosenPoint: 'Point choisi',
} as const;

/** What each around search says in its own words. */
export interface AroundText {
  aroundForm: string;
  aroundHelp: string;
  noPoint: string;
  radiusInvalid: (max: number) => string;
  aroundSearch: string;
  aroundError: string;
  aroundResults: (shown: number, total: number) => string;
  aroundMore: string;
}

/** The radius typed (French decimals allowed); null when it is not a number in (0, 200]. */
export function parseRadius(value: number | string): number | null {
  const km = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(km) && km > 0 && km <= MAX_RADIUS_KM ? km : null;
}

/** The markers of an around search: the chosen point, then each one found. */
export function aroundMarkers<I extends GeoPoint & { id: number }>(
  point: GeoPoint | null,
  found: readonly I[],
  labelOf: (item: I) => string,
): MapPoint[] {
  const points: MapPoint[] = found.map((item) => ({
    id: item.id,
    lat: item.lat,
    lng: item.lng,
    label: labelOf(item),
  }));
  return point ? [{ id: 'point', ...point, label: AROUND_TEXT.chosenPoint }, ...points] : points;
}

/**
 * The search's form: what places the point before the map (`address`), the map where a touch
 * chooses it, the radius (the agency's default radius, `rayon_recherche_km`, unless typed; out of
 * range is said, not silently changed) beside the search's own `filters`, and the submit, which
 * gives `onSearch` the radius once it is valid.
 */
export function AroundForm({
  text,
  point,
  onPick,
  markers,
  mapLabel,
  mapHeight,
  onSearch,
  searching,
  canSearch = true,
  address,
  filters,
}: {
  text: AroundText;
  point: GeoPoint | null;
  onPick: (point: GeoPoint) => void;
  markers: MapPoint[];
  mapLabel: string;
  mapHeight: number;
  onSearch: (radiusKm: number) => void | Promise<void>;
  searching: boolean;
  canSearch?: boolean;
  address?: ReactNode;
  filters?: ReactNode;
}) {
  // The agency's default radius until the operator types another.
  const defaultRadius = useReglesAgence().rayon_recherche_km;
  const [typedRadius, setRadius] = useState<number | string | null>(null);
  const radius = typedRadius ?? defaultRadius;
  const [radiusError, setRadiusError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const km = parseRadius(radius);
    if (km === null) {
      setRadiusError(text.radiusInvalid(MAX_RADIUS_KM));
      return;
    }
    setRadiusError(null);
    void onSearch(km);
  }

  return (
    <form onSubmit={submit} aria-label={text.aroundForm} noValidate>
      <Stack gap="sm">
        <Text fz="sm">{text.aroundHelp}</Text>
        {address}
        <PointsMap
          points={markers}
          center={point ?? undefined}
          onPick={(lat, lng) => onPick({ lat, lng })}
          label={mapLabel}
          height={mapHeight}
        />
        <Text fw={600} aria-live="polite">
          {point ? AROUND_TEXT.point(point.lat, point.lng) : text.noPoint}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={AROUND_TEXT.radius}
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
          {filters}
        </Group>
        <Button type="submit" w="fit-content" disabled={!canSearch} loading={searching}>
          {text.aroundSearch}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * What the search found: its error, its count (how many within the radius, how many shown), the
 * rows (`children`) and the button to the next page. Nothing before the first search.
 */
export function AroundResults({
  text,
  around,
  submitted,
  label,
  children,
}: {
  text: AroundText;
  around: NextPageSource & {
    isError: boolean;
    error: unknown;
    isPending: boolean;
    data: unknown;
    items: readonly unknown[];
    total: number;
  };
  submitted: boolean;
  /** Names the results as a region of the page, when they are one. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <>
      {around.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(around.error) ?? text.aroundError}
        </Alert>
      ) : null}
      {submitted && around.isPending ? <PageLoader /> : null}
      {around.data ? (
        <Stack gap="xs" {...(label ? { component: 'section' as const, 'aria-label': label } : {})}>
          <Text fw={600} role="status" aria-live="polite">
            {text.aroundResults(around.items.length, around.total)}
          </Text>
          {children}
          <NextPageButton pages={around} label={text.aroundMore} />
        </Stack>
      ) : null}
    </>
  );
}
