#!/usr/bin/env node
/*
 * Precompressed copies of the build's text assets, made once: beside each file of dist ending in
 * .js, .css, .html, .svg, .webmanifest, .json or .txt, a .br (brotli, quality 11) and a .gz (gzip
 * level 9), each written only when smaller than the original. The API picks one by the request's
 * Accept-Encoding (docs/web-delivery.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|svg|webmanifest|json|txt)$/;
const dist =
  process.argv[2] ?? process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

let written = 0;
let files = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const content = await readFile(file);
  files += 1;
  const variants = [
    [
      '.br',
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    ['.gz', gzipSync(content, { level: 9 })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    await writeFile(file + suffix, compressed);
    written += 1;
  }
}
console.log(`Compression : ${written} fichiers .br et .gz pour ${files} fichiers texte de ${dist}`);
