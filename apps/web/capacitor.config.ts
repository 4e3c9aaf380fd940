import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android and iOS shells (Capacitor 7) load the built app from `dist`. The app recognises
 * itself as native by its localhost origin on android or ios (src/lib/platform.ts); the custom
 * scheme `fr.maisonnee.app://` opens it from a mobile browser (declared in the platform projects,
 * see docs/web.md).
 */
const config: CapacitorConfig = {
  appId: 'fr.maisonnee.app',
  appName: 'Maisonnée',
  webDir: 'dist',
  /*
   * Safe areas (issue 25, point 1): the web view fills the screen and the page pads itself with
   * `env(safe-area-inset-*)` (index.html `viewport-fit=cover`, src/styles.css). On iOS the web
   * view must not add insets of its own (`contentInset: 'never'`, Capacitor's default, stated
   * here), or the header would be pushed down twice. On Android 15 and later the app is drawn edge
   * to edge while older system web views report no insets: `adjustMarginsForEdgeToEdge: 'auto'`
   * lets Capacitor place the web view between the status and navigation bars there.
   */
  android: { allowMixedContent: false, adjustMarginsForEdgeToEdge: 'auto' },
  ios: { contentInset: 'never' },
  server: { androidScheme: 'https' },
};

export default config;
