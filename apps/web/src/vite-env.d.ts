/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** API base used when local storage holds `environment = 'TEST'` (same origin when unset). */
  readonly VITE_API_BASE_TEST?: string;
  /** Key of the encrypted path ids; must equal the API's ID_SECRET. */
  readonly VITE_ID_SECRET?: string;
  /** The API's PUBLIC_URL (tokens name it in `iss`); set at build time by vite.config.ts. */
  readonly VITE_PUBLIC_URL?: string;
  /** Tile URL template of the maps (OpenStreetMap by default; `none`: markers without tiles). */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution shown with those tiles (HTML). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
