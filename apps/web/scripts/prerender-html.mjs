/*
 * A prerendered page from the built shell (dist/index.html): the rendered #root marked with its
 * path (main.tsx hydrates it), and the app's scripts started by a small loader
 * (scripts/paint-first.js) once the page has painted, with modulepreload links for the entry's
 * chunks and the page's own. The page paints from its HTML and CSS alone: the scripts do not
 * compete with the stylesheet for the first paint, then load all at once.
 */

/** The files of `key` and of its static imports, from Vite's manifest. */
export function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module absent du manifeste de Vite : ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

export function prerenderedHtml({
  template,
  manifest,
  path,
  module,
  modules = module ? [module] : [],
  root,
  loader,
  attribute = 'data-prerendered',
}) {
  const emptyRoot = '<div id="root"></div>';
  if (!template.includes(emptyRoot)) throw new Error('index.html sans <div id="root"></div>');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html sans script module');
  // `module`: the page's own chunk, when it has one (the sign-in page is in the entry's);
  // `modules`: several (a signed-in shell: the route table, the layout, the page).
  const preloads = [
    ...chunkClosure(manifest, 'index.html'),
    ...modules.flatMap((key) => [...chunkClosure(manifest, key)]),
  ].map((file) => `/${file}`);
  const start =
    `<script defer src="${loader}" data-entry="${entry}" ` +
    `data-preload="${[...new Set(preloads)].filter((file) => file !== entry).join(' ')}"></script>`;
  return template
    .replace(ENTRY_SCRIPT, () => `\n    ${start}`)
    .replace(MODULE_PRELOAD, '')
    .replace(emptyRoot, () => `<div id="root" ${attribute}="${path}">${root}</div>`);
}
