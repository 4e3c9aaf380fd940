import { NATIVE_APP_OPEN_DELAY_MS } from '@maisonnee/domain';

export type Platform = 'web' | 'android' | 'ios';

/** What the native shells' bridge sets on `window` before any script of the page runs. */
interface CapacitorWindow {
  Capacitor?: { getPlatform?: () => string };
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * The value of the `platform` header: web, android or ios. Capacitor's own answer, read from the
 * `window.Capacitor` its native bridge injects, else its own test (`getPlatformId` of
 * @capacitor/core: the Android or iOS bridge object). Not through `@capacitor/core` itself, which
 * would add 3 KB of gzipped JavaScript to the sign-in page of every first visit.
 */
export function getPlatform(win: CapacitorWindow | undefined = globalWindow()): Platform {
  const platform =
    win?.Capacitor?.getPlatform?.() ??
    (win?.androidBridge ? 'android' : win?.webkit?.messageHandlers?.bridge ? 'ios' : 'web');
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

function globalWindow(): CapacitorWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as CapacitorWindow);
}

/**
 * The native app is recognised by a localhost or ionic origin on android or ios
 * (specification section 2): Capacitor serves the bundled app from `https://localhost`
 * (Android), `capacitor://localhost` (iOS) or `ionic://localhost`.
 */
export function isNativeApp(origin: string, platform: Platform): boolean {
  if (platform !== 'android' && platform !== 'ios') return false;
  try {
    const url = new URL(origin);
    return url.hostname === 'localhost' || url.protocol === 'ionic:';
  } catch {
    return false;
  }
}

export type MobileOs = 'android' | 'ios';

/** The phone's system as read from a browser's user agent; null on a desktop. */
export function mobileOsFromUserAgent(userAgent: string): MobileOs | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

export const NATIVE_APP_ID = 'fr.maisonnee.app';

/**
 * Deep link to the native app's account screen: the app's custom scheme, as an intent URL on
 * Android. The intent names no package on purpose: when the app is not installed Chrome stays on
 * the page instead of sending the person to the store.
 */
export function nativeAccountLink(os: MobileOs): string {
  return os === 'android'
    ? `intent://account#Intent;scheme=${NATIVE_APP_ID};end`
    : `${NATIVE_APP_ID}://account`;
}

/** Session-storage key set once the attempt was made in this tab (the e2e harness sets it too). */
export const NATIVE_APP_ATTEMPT_KEY = 'native_app_open_tried';
const ATTEMPT_KEY = NATIVE_APP_ATTEMPT_KEY;

export interface NativeAppOpenEnv {
  origin: string;
  platform: Platform;
  userAgent: string;
  /** Once per browser tab: sessionStorage-like store. */
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  open: (url: string) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  log: (message: string, error: unknown) => void;
}

/**
 * A mobile browser that is not the native app tries, after 500 ms, to open the native app at
 * its account screen. It tries once per tab, and the page stays usable when the app is not
 * installed (the browser ignores the link) or when opening throws. Answers whether an attempt
 * was scheduled.
 */
export function scheduleNativeAppOpen(env: NativeAppOpenEnv): boolean {
  if (isNativeApp(env.origin, env.platform)) return false;
  const os = mobileOsFromUserAgent(env.userAgent);
  if (!os) return false;
  try {
    if (env.session?.getItem(ATTEMPT_KEY)) return false;
    env.session?.setItem(ATTEMPT_KEY, '1');
  } catch {
    // No session storage: still try once for this page.
  }
  env.setTimeout(() => {
    try {
      env.open(nativeAccountLink(os));
    } catch (error) {
      env.log("Ouverture de l'application native impossible", error);
    }
  }, NATIVE_APP_OPEN_DELAY_MS);
  return true;
}
