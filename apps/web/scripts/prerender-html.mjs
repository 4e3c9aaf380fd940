/*
 * A prerendered page from the built shell (dist/index.html): the rendered #root marked with its
 * path (main.tsx hydrates it), and modulepreload links for the chunks of the page's own module that
 * the shell does not already preload, so that they download alongside the entry.
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

export function prerenderedHtml({ template, manifest, path, module, root }) {
  const emptyRoot = '<div id="root"></div>';
  if (!template.includes(emptyRoot)) throw new Error('index.html sans <div id="root"></div>');
  const shellFiles = chunkClosure(manifest, 'index.html');
  const preloads = [...chunkClosure(manifest, module)]
    .filter((file) => !shellFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return template
    .replace('</head>', preloads ? `  ${preloads}\n  </head>` : '</head>')
    .replace(emptyRoot, () => `<div id="root" data-prerendered="${path}">${root}</div>`);
}
