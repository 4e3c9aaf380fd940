import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../page-loader.tsx';
import { MapPickFields } from './map-pick-fields.tsx';
import { MAP_TEXT } from './text.ts';
import type { PointsMapProps } from './types.ts';

// Leaflet (~45 KB gzip with its CSS) loads with the first map shown, never with the main bundle.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * A map of points drawn as vector circles (they show even when tiles cannot load). With `onPick`,
 * a click or tap places a point, and coordinate fields plus "Utiliser ma position" do the same
 * from the keyboard.
 */
export function PointsMap({ label = MAP_TEXT.region, height = 360, ...props }: PointsMapProps) {
  return (
    <Stack gap="xs">
      <Suspense
        fallback={
          <div style={{ height }}>
            <PageLoader />
          </div>
        }
      >
        <LeafletMap {...props} height={height} label={label} />
      </Suspense>
      {props.onPick ? <MapPickFields onPick={props.onPick} /> : null}
    </Stack>
  );
}
