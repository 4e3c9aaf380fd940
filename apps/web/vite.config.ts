import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development the API runs apart (`npm run dev:api`, port 8080); in production it serves
// this build itself, so every call stays same-origin and needs no CORS.
const API_ORIGIN = 'http://localhost:8080';
const THEME_COLOR = '#1d5c4f';

export default defineConfig(({ isSsrBuild }) => ({
  // The web app encrypts path ids with the API's ID_SECRET and recognises the tokens of its
  // PUBLIC_URL: the API writes both into every page it serves (src/lib/runtime-config.ts,
  // docs/web-delivery.md), so one build serves any server configuration. These build-time values
  // apply only where no server injects them: Vite dev server, unit tests, the Capacitor app.
  define: {
    'import.meta.env.VITE_ID_SECRET': JSON.stringify(
      process.env.VITE_ID_SECRET ?? process.env.ID_SECRET ?? '',
    ),
    // The API's configured public URL (its default when unset), so that a token it issued there
    // is recognised on any origin the same server answers on, e.g. 127.0.0.1 vs localhost.
    'import.meta.env.VITE_PUBLIC_URL': JSON.stringify(
      process.env.VITE_PUBLIC_URL ??
        process.env.PUBLIC_URL ??
        `http://localhost:${process.env.PORT ?? '8080'}`,
    ),
  },
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The prerender's SSR build (scripts/prerender.mjs) needs no service worker.
    !isSsrBuild &&
      VitePWA({
        // Registered by src/lib/service-worker.ts: production only, when stable or after 30 s.
        injectRegister: null,
        // A new version waits until every tab of the app is closed: an automatic reload would lose
        // what a person is typing, and old lazy chunks must stay reachable until then.
        registerType: 'prompt',
        includeAssets: ['favicon.svg', 'icon.svg'],
        manifest: {
          id: '/',
          name: 'Maisonnée : services à domicile',
          short_name: 'Maisonnée',
          description:
            'Ménage et repassage, aide aux personnes dépendantes, baby-sitting, garde d’enfants et gouvernante.',
          lang: 'fr',
          dir: 'ltr',
          start_url: '/account',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_COLOR,
          background_color: '#faf7f2',
          icons: [
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
          navigateFallback: '/index.html',
          // API calls, uploads and documentation are never answered by the service worker.
          navigateFallbackDenylist: [/^\/api\//, /^\/users\//, /^\/uploads\//],
          // Push events and notification taps (public/push-sw.js, docs/push-web.md).
          importScripts: ['/push-sw.js'],
        },
      }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, read by the prerender (modulepreload
    // links) and by the JavaScript budget (scripts/js-budget.mjs).
    manifest: true,
    rollupOptions: {
      // The domain package's modules only declare rules and catalogues: what a page does not use is
      // left out of its chunks (the sign-in page needs a few constants, not every catalogue).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
      // What the entry imports statically (React, the router, Mantine's core, the sign-in page)
      // in one chunk: left to itself, Rolldown splits every module that a lazy page shares into
      // its own small file (the sign-in page took 37 files), which compress worse apart and cost
      // a request each.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/users': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
}));
