// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from '../../scripts/prerender-html.mjs';
import { renderSignedInShell, SIGNED_IN_SHELLS } from '../prerender-entry.tsx';
import { SIGNED_IN_SHELL_ATTRIBUTE } from './render-mode.ts';

const template =
  '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const manifest = {
  'index.html': { file: 'assets/index-abc.js' },
  'src/app/rest-routes.tsx': { file: 'assets/rest-routes-1.js', imports: ['_query.js'] },
  '_query.js': { file: 'assets/query-2.js' },
  'src/app/layouts/app-layout.tsx': { file: 'assets/app-layout-3.js', imports: ['_query.js'] },
  'src/features/missions/pages/missions-page.tsx': { file: 'assets/missions-page-4.js' },
};

describe('signed-in shells (issue 25, point 9)', () => {
  it('paint the layout’s header and the page’s heading, and name nobody', () => {
    for (const shell of SIGNED_IN_SHELLS) {
      const root = renderSignedInShell(shell.path).replace(/<style[\s\S]*?<\/style>/g, '');
      expect(root, shell.path).toContain('<header');
      expect(root, shell.path).toContain('Maisonnée');
      expect(root, shell.path).toMatch(new RegExp(`<h1[^>]*>${shell.title}</h1>`));
      // Rendered in Node with no session at all: nothing in it can come from a user.
      expect(root, shell.path).not.toMatch(/Bonjour|@|Membre depuis/);
    }
    expect(SIGNED_IN_SHELLS.map((shell) => shell.path)).toEqual(['/missions', '/account']);
  });

  it('are never hydrated: their root carries its own attribute and the route’s chunks', () => {
    const html = prerenderedHtml({
      template,
      manifest,
      path: '/missions',
      modules: SIGNED_IN_SHELLS[0]!.modules,
      root: '<header>Maisonnée</header>',
      loader: '/assets/paint-first-x.js',
      attribute: SIGNED_IN_SHELL_ATTRIBUTE,
    });
    expect(html).toContain('<div id="root" data-signed-in-shell="/missions"><header>');
    expect(html).not.toContain('data-prerendered');
    const preload = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ');
    expect(preload).toEqual([
      '/assets/rest-routes-1.js',
      '/assets/query-2.js',
      '/assets/app-layout-3.js',
      '/assets/missions-page-4.js',
    ]);
  });
});
