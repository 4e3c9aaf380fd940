/** Tile server of the maps: OpenStreetMap's standard tiles unless the build configures another. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>';

export interface TileConfig {
  /** Leaflet URL template (`{z}`, `{x}`, `{y}`, optional `{s}`); empty: no tiles, markers only. */
  url: string;
  attribution: string;
}

/**
 * `VITE_MAP_TILE_URL` and `VITE_MAP_TILE_ATTRIBUTION`, read at build time (docs/web.md). The
 * value `none` draws no tile layer at all (a machine without internet): the markers still show,
 * they are vectors.
 */
export function tileConfig(
  env: { VITE_MAP_TILE_URL?: string; VITE_MAP_TILE_ATTRIBUTION?: string } = import.meta.env,
): TileConfig {
  const url = env.VITE_MAP_TILE_URL?.trim();
  if (url === 'none') return { url: '', attribution: '' };
  if (!url) return { url: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION };
  return { url, attribution: env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '' };
}
