import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  LOADER_AUTO_HIDE_MS,
  LOADER_DISMISS_DELAY_MS,
  NATIVE_APP_OPEN_DELAY_MS,
  PUSH_TOPIC,
  TOAST_DURATION_MS,
} from './app-constants.ts';

describe('app constants', () => {
  it('match the specification', () => {
    expect(APP_VERSION).toBe('0.0.21');
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(LOADER_AUTO_HIDE_MS).toBe(4000);
    expect(LOADER_DISMISS_DELAY_MS).toBe(200);
    expect(NATIVE_APP_OPEN_DELAY_MS).toBe(500);
    expect(PUSH_TOPIC).toBe('newappversion');
  });
});
