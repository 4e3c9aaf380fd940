import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/setup.ts';
import { makeUser, tokenFor } from '../test/tokens.ts';
import { requestBudget } from './api-client.ts';
import { setEnvironment } from './env.ts';
import { setNavigator } from './navigation.ts';
import { destroySession, saveSession } from './session.ts';
import {
  logEvent,
  logSessionStart,
  logVisitedPage,
  resetUsageLog,
  useUsageLog,
} from './usage-log.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
const navigate = vi.fn();

function signIn(id = 7) {
  saveSession({
    access_token: tokenFor('/api/auth/signin-user', Date.now() / 1000 + 600),
    refresh_token: 'refresh',
    user: makeUser({ id }),
  });
}

/** The logging calls that went out: path and JSON body. */
function sent() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: url as string,
    body: JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  }));
}

/** Lets the fire-and-forget calls run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ success: true, data: { logged: true } }, 202));
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  resetUsageLog();
});

afterEach(() => {
  requestBudget.reset();
  destroySession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigate.mockReset();
});

describe('usage logs from the app', () => {
  it('sends nothing while signed out, and never goes to the login screen for it', async () => {
    logSessionStart();
    logVisitedPage('/planning');
    logEvent('ouverture');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends nothing under the TEST environment flag', async () => {
    signIn();
    setEnvironment('TEST');
    logVisitedPage('/planning');
    logEvent('ouverture');
    setEnvironment('DEFAULT');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the session start once per signed-in user, the page without query or hash, and events', async () => {
    signIn(7);
    logSessionStart();
    logSessionStart();
    logVisitedPage('/mission/abc/pointage?from=mail#haut');
    logVisitedPage('/mission/abc/pointage');
    logEvent('devis_envoye', { heures: 12, recurrent: true });
    signIn(8);
    logSessionStart();
    await settle();
    expect(sent()).toEqual([
      {
        url: '/api/log/session',
        body: expect.objectContaining({ platform: 'web', app_version: '0.0.21', is_native: false }),
      },
      {
        url: '/api/log/visited-page',
        body: { page: '/mission/abc/pointage', visited_at: expect.any(String) },
      },
      {
        url: '/api/log/event',
        body: {
          name: 'devis_envoye',
          occurred_at: expect.any(String),
          data: { heures: 12, recurrent: true },
        },
      },
      { url: '/api/log/session', body: expect.objectContaining({ platform: 'web' }) },
    ]);
  });

  it('never throws nor rejects to the caller when the call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: { code: 'INTERNAL', message: 'Erreur' } }, 500),
    );
    fetchMock.mockImplementationOnce(() => {
      throw new Error('fetch indisponible');
    });
    expect(logVisitedPage('/planning')).toBeUndefined();
    expect(logEvent('ouverture')).toBeUndefined();
    expect(logSessionStart()).toBeUndefined();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Each failure stays here: a warning in the console, nothing for the screen.
    expect(warn).toHaveBeenCalledTimes(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the visited page on each route change once signed in (useUsageLog)', async () => {
    signIn();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => {
            useUsageLog();
            return null;
          },
        },
      ],
      { initialEntries: ['/planning'] },
    );
    render(createElement(RouterProvider, { router }));
    await act(async () => {
      await router.navigate('/messagerie?conversation=3');
    });
    await settle();
    expect(sent().map((call) => [call.url, call.body.page])).toEqual([
      ['/api/log/session', undefined],
      ['/api/log/visited-page', '/planning'],
      ['/api/log/visited-page', '/messagerie'],
    ]);
  });
});
