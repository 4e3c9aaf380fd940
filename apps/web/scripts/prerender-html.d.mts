/** Types of scripts/prerender-html.mjs (used by the prerender and its test). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function chunkClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;

export function prerenderedHtml(page: {
  template: string;
  manifest: Manifest;
  path: string;
  /** The page's own chunk in the manifest, when it is loaded on demand. */
  module?: string;
  /** Several modules (a signed-in shell: the route table, the layout, the page). */
  modules?: readonly string[];
  root: string;
  /** URL of the loader that starts the app after the first paint (scripts/paint-first.js). */
  loader: string;
  /** The attribute of #root naming the page: `data-prerendered`, or `data-signed-in-shell`. */
  attribute?: string;
}): string;
