import { afterEach, describe, expect, it, vi } from 'vitest';
import { signout } from '../hooks/use-signout.ts';
import { callEndpoint } from './api-client.ts';
import { PUSH_STOP_TIMEOUT_MS, setPushDevice } from './push.ts';
import { saveSession } from './session.ts';
import { tokenFor } from '../test/tokens.ts';

vi.mock('./api-client.ts', () => ({ callEndpoint: vi.fn(async () => ({})) }));

afterEach(() => {
  setPushDevice(null);
  vi.mocked(callEndpoint).mockClear();
  vi.useRealTimers();
});

function signIn() {
  saveSession({
    access_token: tokenFor('/api/auth/signin', Date.now() / 1000 + 3600),
    refresh_token: 'r',
  });
}

describe('sign-out stops the push device first', () => {
  it('stops pushes while the session is still open, then signs out', async () => {
    signIn();
    const order: string[] = [];
    setPushDevice({
      stop: async () => {
        order.push(localStorage.getItem('token') ? 'push stopped (signed in)' : 'too late');
      },
    });
    vi.mocked(callEndpoint).mockImplementation((async () => {
      order.push('signout');
      return {};
    }) as never);
    await signout();
    expect(order).toEqual(['push stopped (signed in)', 'signout']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not hold the sign-out when stopping pushes hangs', async () => {
    vi.useFakeTimers();
    signIn();
    setPushDevice({ stop: () => new Promise<void>(() => undefined) });
    const done = signout();
    await vi.advanceTimersByTimeAsync(PUSH_STOP_TIMEOUT_MS);
    await done;
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
