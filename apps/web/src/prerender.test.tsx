// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkClosure, prerenderedHtml } from '../scripts/prerender-html.mjs';
import { PRERENDERED_PAGES, renderPage } from './prerender-entry.tsx';

// The prerender runs in Node, without `window`: the public pages must render there, signed out.
const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
  .replace('<script type="module" src="/src/main.tsx"></script>', '')
  .replace(
    '</head>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>',
  );
const manifest = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/features/auth/pages/login-page.tsx': {
    file: 'assets/login-page-2.js',
    imports: ['_react.js', '_button.js'],
  },
  '_button.js': { file: 'assets/Button-3.js' },
};

describe('prerendered public pages', () => {
  it('the sign-in page holds its form, its labels and the marked root', async () => {
    const root = await renderPage('/auth/login');
    expect(root).toContain('E-mail');
    expect(root).toContain('Mot de passe');
    expect(root).toMatch(/<form/);
    const html = prerenderedHtml({
      template,
      manifest,
      path: '/auth/login',
      module: 'src/features/auth/pages/login-page.tsx',
      root,
      loader: '/assets/paint-first-x.js',
    });
    expect(html).toContain('<div id="root" data-prerendered="/auth/login"><');
    // The API replaces this placeholder with its runtime config, on every page.
    expect(html).toContain('<meta name="maisonnee-config" content="__MAISONNEE_CONFIG__"');
    // The app starts after the first paint: its entry and chunks are handed to the loader.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/assets/paint-first-x.js" data-entry="/assets/index-abc.js" ' +
        'data-preload="/assets/react-1.js /assets/login-page-2.js /assets/Button-3.js"></script>',
    );
  });

  it('every listed page renders signed out, in French', async () => {
    for (const page of PRERENDERED_PAGES) {
      const root = await renderPage(page.path);
      expect(root.length).toBeGreaterThan(500);
      expect(root).not.toContain('Chargement…');
    }
  });

  it('follows the static imports of a page in the manifest', () => {
    expect([...chunkClosure(manifest, 'src/features/auth/pages/login-page.tsx')]).toEqual([
      'assets/login-page-2.js',
      'assets/react-1.js',
      'assets/Button-3.js',
    ]);
    expect(() => chunkClosure(manifest, 'src/absent.tsx')).toThrow(/absent du manifeste/);
  });
});
