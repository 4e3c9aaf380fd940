import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPlatform,
  isNativeApp,
  mobileOsFromUserAgent,
  nativeAccountLink,
  scheduleNativeAppOpen,
  type NativeAppOpenEnv,
} from './platform.ts';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('platform', () => {
  it('is web in a browser, else what the native bridge says', () => {
    expect(getPlatform()).toBe('web');
    expect(getPlatform({})).toBe('web');
    expect(getPlatform({ Capacitor: { getPlatform: () => 'ios' } })).toBe('ios');
    expect(getPlatform({ Capacitor: { getPlatform: () => 'electron' } })).toBe('web');
    expect(getPlatform({ androidBridge: {} })).toBe('android');
    expect(getPlatform({ webkit: { messageHandlers: { bridge: {} } } })).toBe('ios');
  });

  it('recognises the native app by a localhost or ionic origin on android or ios', () => {
    expect(isNativeApp('https://localhost', 'android')).toBe(true);
    expect(isNativeApp('capacitor://localhost', 'ios')).toBe(true);
    expect(isNativeApp('ionic://localhost', 'ios')).toBe(true);
    expect(isNativeApp('ionic://app', 'android')).toBe(true);
    expect(isNativeApp('https://localhost', 'web')).toBe(false);
    expect(isNativeApp('https://app.maisonnee.fr', 'android')).toBe(false);
  });

  it('reads the phone system from the user agent', () => {
    expect(mobileOsFromUserAgent(ANDROID_UA)).toBe('android');
    expect(mobileOsFromUserAgent(IPHONE_UA)).toBe('ios');
    expect(mobileOsFromUserAgent(DESKTOP_UA)).toBeNull();
  });

  it('links to the native account screen', () => {
    expect(nativeAccountLink('ios')).toBe('fr.maisonnee.app://account');
    expect(nativeAccountLink('android')).toBe(
      'intent://account#Intent;scheme=fr.maisonnee.app;end',
    );
  });
});

describe('opening the native app from a mobile browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  function env(overrides: Partial<NativeAppOpenEnv> = {}): NativeAppOpenEnv {
    return {
      origin: 'https://app.maisonnee.fr',
      platform: 'web',
      userAgent: IPHONE_UA,
      session: sessionStorage,
      open: vi.fn(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      log: vi.fn(),
      ...overrides,
    };
  }

  it('tries after 500 ms, not before', () => {
    const e = env();
    expect(scheduleNativeAppOpen(e)).toBe(true);
    vi.advanceTimersByTime(499);
    expect(e.open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(e.open).toHaveBeenCalledWith('fr.maisonnee.app://account');
  });

  it('uses the intent link on Android', () => {
    const e = env({ userAgent: ANDROID_UA });
    scheduleNativeAppOpen(e);
    vi.advanceTimersByTime(500);
    expect(e.open).toHaveBeenCalledWith(expect.stringMatching(/^intent:\/\/account#Intent;/));
  });

  it('stays usable when opening fails: the error is logged, nothing thrown', () => {
    const e = env({
      open: () => {
        throw new Error('scheme inconnu');
      },
    });
    scheduleNativeAppOpen(e);
    expect(() => vi.advanceTimersByTime(500)).not.toThrow();
    expect(e.log).toHaveBeenCalledWith(
      "Ouverture de l'application native impossible",
      expect.any(Error),
    );
  });

  it('does nothing on a desktop or inside the native app, and tries once per tab', () => {
    expect(scheduleNativeAppOpen(env({ userAgent: DESKTOP_UA }))).toBe(false);
    expect(
      scheduleNativeAppOpen(
        env({ origin: 'https://localhost', platform: 'android', userAgent: ANDROID_UA }),
      ),
    ).toBe(false);
    const first = env();
    expect(scheduleNativeAppOpen(first)).toBe(true);
    const second = env();
    expect(scheduleNativeAppOpen(second)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(first.open).toHaveBeenCalledTimes(1);
    expect(second.open).not.toHaveBeenCalled();
  });
});
