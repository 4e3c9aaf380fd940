import type { LatLng } from './device-position.ts';

/** One marker of a map: a vector circle with its label (tooltip and accessible name). */
export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  label: string;
}

export interface PointsMapProps {
  points: MapPoint[];
  /** Where the map opens; by default it fits the points, or shows France without any. */
  center?: LatLng;
  /** A click or tap on the map places a point; keyboard users get coordinate fields instead. */
  onPick?: (lat: number, lng: number) => void;
  /** A click or tap on a marker (or Enter on it, focused) selects its point: open its file. */
  onSelect?: (point: MapPoint) => void;
  /** CSS height of the map (default 360 px). */
  height?: number | string;
  /** Accessible name of the map region (default "Carte"). */
  label?: string;
}

/** What the lazily loaded Leaflet module receives. */
export type LeafletMapProps = Omit<PointsMapProps, 'label'> & { label: string };
