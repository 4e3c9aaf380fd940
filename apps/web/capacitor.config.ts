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
  android: { allowMixedContent: false },
  server: { androidScheme: 'https' },
};

export default config;
