/** Shared map: `PointsMap` loads Leaflet lazily; the rest is light and safe for any chunk. */
export { PointsMap } from './points-map.tsx';
export { MapPickFields, parseDegrees } from './map-pick-fields.tsx';
export {
  DEVICE_POSITION_MESSAGES,
  DevicePositionError,
  devicePositionErrorMessage,
  readDevicePosition,
  type LatLng,
} from './device-position.ts';
export {
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_URL,
  tileConfig,
  type TileConfig,
} from './tiles.ts';
export { MAP_TEXT } from './text.ts';
export type { MapPoint, PointsMapProps } from './types.ts';
