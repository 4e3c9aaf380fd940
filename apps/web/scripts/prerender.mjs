#!/usr/bin/env node
/*
 * After the client build: renders the public pages (src/prerender-entry.tsx) to static HTML, so
 * that they paint before any JavaScript runs; main.tsx then hydrates them. Each page is written to
 * dist/<path>/index.html from the built dist/index.html (same head, plus modulepreload links for
 * the page's own chunks); dist/index.html stays the empty shell of every other route.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, minify } from 'vite';
import { prerenderedHtml } from './prerender-html.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST: another output directory than dist (a build made apart, e.g. to measure it).
const dist = process.env.WEB_DIST ?? join(webRoot, 'dist');
// Beside a build made apart: two builds at once do not share the server-side bundle.
const ssrOut = process.env.WEB_DIST
  ? `${process.env.WEB_DIST.replace(/\/+$/, '')}.prerender`
  : join(webRoot, 'node_modules/.prerender');
/** Where the signed-in shells go, read by the API (apps/api/src/plugins/web-delivery.ts). */
const SIGNED_IN_DIR = '.signed-in';

await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  // Bundled whole: the render runs in Node with no module resolution left to chance.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender-entry.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
  },
});

const { PRERENDERED_PAGES, renderPage, SIGNED_IN_SHELLS, renderSignedInShell } = await import(
  pathToFileURL(join(ssrOut, 'prerender-entry.mjs')).href
);
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

// The loader that starts the app after the first paint, minified (it counts in the first visit's
// JavaScript) and under a hashed name (cached for a year).
const loaderFile = join(webRoot, 'scripts/paint-first.js');
const { code: loaderSource } = await minify(loaderFile, await readFile(loaderFile, 'utf8'), {
  compress: true,
  mangle: true,
});
const loaderHash = createHash('sha256').update(loaderSource).digest('base64url').slice(0, 8);
const loader = `/assets/paint-first-${loaderHash}.js`;
await writeFile(join(dist, loader), loaderSource);

for (const page of PRERENDERED_PAGES) {
  const html = prerenderedHtml({
    template,
    manifest,
    path: page.path,
    module: page.module,
    root: await renderPage(page.path),
    loader,
  });
  const file = join(dist, page.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`Page préchargée : ${page.path} → ${relative(webRoot, file)}`);
}

// The signed-in shells (src/app/signed-in-shell.tsx): served by the API instead of the empty shell
// when the session hint cookie is present (docs/web-delivery.md). In a dot directory: never served
// as files, nor precached by the service worker.
for (const shell of SIGNED_IN_SHELLS) {
  const html = prerenderedHtml({
    template,
    manifest,
    path: shell.path,
    modules: shell.modules,
    root: renderSignedInShell(shell.path),
    loader,
    attribute: 'data-signed-in-shell',
  });
  const file = join(dist, SIGNED_IN_DIR, `${shell.path.slice(1).replaceAll('/', '__')}.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`Coquille connectée : ${shell.path} → ${relative(webRoot, file)}`);
}
await rm(ssrOut, { recursive: true, force: true });
