/*
 * The real map, loaded only through React.lazy (points-map.tsx): Leaflet, react-leaflet and
 * Leaflet's stylesheet stay out of the main bundle and of the sign-in page.
 */
import 'leaflet/dist/leaflet.css';
import type { LatLngTuple, LeafletMouseEvent, Path } from 'leaflet';
import { useEffect } from 'react';
import {
  CircleMarker,
  MapContainer,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { tileConfig } from './tiles.ts';
import type { LeafletMapProps, MapPoint } from './types.ts';

/** Metropolitan France, when there is nothing to show yet. */
const FRANCE_CENTER: LatLngTuple = [46.6, 2.4];
const FRANCE_ZOOM = 5;
const SINGLE_POINT_ZOOM = 14;
/** Above this many markers, labels show on hover or focus only, to keep the map readable. */
const PERMANENT_LABELS_MAX = 10;
const MARKER_STYLE = { color: '#1d5c4f', weight: 2, fillColor: '#2f8f7a', fillOpacity: 0.8 };

export default function LeafletMap({
  points,
  center,
  onPick,
  onSelect,
  height = 360,
  label,
}: LeafletMapProps) {
  const tiles = tileConfig();
  const permanentLabels = points.length <= PERMANENT_LABELS_MAX;
  return (
    <div role="region" aria-label={label} style={{ height }}>
      <MapContainer
        center={center ? [center.lat, center.lng] : FRANCE_CENTER}
        zoom={center ? SINGLE_POINT_ZOOM : FRANCE_ZOOM}
        style={{ height: '100%', width: '100%', cursor: onPick ? 'crosshair' : undefined }}
        // An SVG renderer draws the circles as elements a test or a screen reader can find.
        preferCanvas={false}
      >
        {tiles.url ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.lat, point.lng]}
            radius={8}
            pathOptions={MARKER_STYLE}
            eventHandlers={{
              add: (event) =>
                nameMarker(event.target as Path, point.label, onSelect && (() => onSelect(point))),
              ...(onSelect ? { click: () => onSelect(point) } : {}),
            }}
          >
            <Tooltip permanent={permanentLabels} direction="top" offset={[0, -8]}>
              {point.label}
            </Tooltip>
          </CircleMarker>
        ))}
        <FitView points={points} hasCenter={center !== undefined} />
        {center ? <FollowCenter lat={center.lat} lng={center.lng} /> : null}
        {onPick ? <PickOnClick onPick={onPick} /> : null}
      </MapContainer>
    </div>
  );
}

/**
 * Gives the vector marker an accessible name (Leaflet draws a bare SVG path). A marker that can
 * be selected is a button reached with Tab and pressed with Enter or Space.
 */
function nameMarker(marker: Path, label: string, select?: () => void): void {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('role', select ? 'button' : 'img');
  element.setAttribute('aria-label', label);
  if (!select) return;
  element.setAttribute('tabindex', '0');
  element.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Enter' && (event as KeyboardEvent).key !== ' ') return;
    event.preventDefault();
    select();
  });
}

/** Without an explicit centre, the view fits every point whenever their positions change. */
function FitView({ points, hasCenter }: { points: MapPoint[]; hasCenter: boolean }) {
  const map = useMap();
  // The positions as one string: a new array holding the same places keeps the view as it is.
  const positions = points.map((point) => `${point.lat},${point.lng}`).join(';');
  useEffect(() => {
    if (hasCenter || positions === '') return;
    const tuples = positions.split(';').map((pair) => pair.split(',').map(Number) as LatLngTuple);
    const size = map.getSize();
    if (tuples.length === 1 || size.x === 0 || size.y === 0) {
      // A map not laid out yet (hidden tab, tests) cannot fit bounds: centre on the first point.
      map.setView(tuples[0]!, SINGLE_POINT_ZOOM);
      return;
    }
    map.fitBounds(tuples, { padding: [24, 24], maxZoom: SINGLE_POINT_ZOOM });
  }, [map, positions, hasCenter]);
  return null;
}

/** MapContainer reads `center` once; a new centre afterwards moves the view. */
function FollowCenter({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], Math.max(map.getZoom(), SINGLE_POINT_ZOOM));
  }, [map, lat, lng]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) =>
      onPick(roundDegrees(event.latlng.lat), roundDegrees(event.latlng.lng)),
  });
  return null;
}

/** Six decimals are about 10 cm: more would only be noise. */
function roundDegrees(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
