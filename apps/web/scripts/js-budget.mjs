#!/usr/bin/env node
/*
 * The JavaScript a first visit to a route downloads, from the build manifest (`vite build
 * --manifest`): the entry (which holds the sign-in page, app/router.tsx), the route's page modules
 * when given and their static imports, each file compressed with gzip -9 as the server sends it.
 * Not counted: the loader of the prerendered pages (scripts/paint-first.js, < 1 KB) and the
 * service worker's registration (about 2.7 KB), loaded after the load event once no call is pending.
 * Usage: node scripts/js-budget.mjs [dist] [route module…]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const modules = process.argv.slice(3);

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Map();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module absent du manifeste : ${key}`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length);
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('index.html');
for (const module of modules) visit(module);

let total = 0;
for (const [file, size] of [...files].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} Ko  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} Ko  au total (gzip -9), ${files.size} fichiers`,
);
