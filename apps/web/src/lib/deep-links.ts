import { App } from '@capacitor/app';
import { logger } from './logger.ts';
import { NATIVE_APP_ID } from './platform.ts';

/**
 * The in-app path of a deep link opened in the native app: `fr.maisonnee.app://account` →
 * `/account`, `fr.maisonnee.app://besoin/12?x=1` → `/besoin/12?x=1`. Null for another scheme.
 */
export function pathFromAppUrl(url: string): string | null {
  const prefix = `${NATIVE_APP_ID}://`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).replace(/^\/+/, '');
  return `/${rest}`;
}

/** In the native app, routes the deep links that open it (the browser's "open the app" attempt). */
export function listenToDeepLinks(navigate: (path: string) => void): void {
  App.addListener('appUrlOpen', ({ url }) => {
    const path = pathFromAppUrl(url);
    if (path) navigate(path);
  }).catch((error: unknown) => logger.warn('Liens profonds indisponibles', error));
}
