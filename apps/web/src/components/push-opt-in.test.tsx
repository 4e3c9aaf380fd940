import '../test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveUser } from '../lib/session.ts';
import { setPushRegistration, startWebPush, type WebPushEnv } from '../lib/push.ts';
import { renderWithProviders } from '../test/render.tsx';
import { makeUser } from '../test/tokens.ts';
import { PUSH_OPT_IN_TEXT, PushOptIn } from './push-opt-in.tsx';

describe('« Activer les notifications »', () => {
  it('is offered when never asked, asks on click only, then says it is on', async () => {
    const user = userEvent.setup();
    let permission: NotificationPermission = 'default';
    const save = vi.fn(async () => ({ id: 1, topics: ['newappversion'] }));
    const env: WebPushEnv = {
      permission: () => permission,
      requestPermission: vi.fn(
        async (): Promise<NotificationPermission> => (permission = 'granted'),
      ),
      api: {
        getConfig: async () => ({ vapid_public_key: 'BAEC' }),
        save,
        remove: async () => ({ deleted: true }),
      },
      canCallApi: () => true,
      now: () => Date.now(),
      schedule: () => () => undefined,
      log: vi.fn(),
    };
    saveUser(makeUser({ id: 7 }));
    startWebPush(env);
    const endpoint = 'https://push.example.test/send/1';
    setPushRegistration({
      pushManager: {
        getSubscription: async () => null,
        subscribe: async () => ({
          endpoint,
          toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
          unsubscribe: async () => true,
        }),
      },
    });

    renderWithProviders(<PushOptIn />);
    const button = await screen.findByRole('button', { name: PUSH_OPT_IN_TEXT.enable });
    expect(env.requestPermission).not.toHaveBeenCalled();

    await user.click(button);
    expect(await screen.findByText(PUSH_OPT_IN_TEXT.enabled)).toBeInTheDocument();
    expect(env.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toEqual([
      expect.objectContaining({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    ]);
  });
});
