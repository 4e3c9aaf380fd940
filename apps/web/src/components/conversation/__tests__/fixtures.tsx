import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { decryptPathId } from '../../../lib/path-id.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { makeUser, tokenFor } from '../../../test/tokens.ts';
import type { Conversation, ConversationDetail, Message } from '../api.ts';
import { answerFor } from '../../../test/answers.ts';

/* Shared by the messaging screens' tests: answers shaped as the contract says, and a fetch stub
 * that also records multipart bodies (FormData). */

export const NOW_ISO = '2026-03-18T09:00:00.000Z';

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 12,
    kind: 'client',
    subject: null,
    client_id: 3,
    candidat_id: null,
    mission_id: null,
    interlocuteur: 'Maisonnée',
    dernier_message: { body: 'Bonjour, à quelle heure ?', created_at: NOW_ISO, is_mine: false },
    non_lus: 0,
    last_message_at: NOW_ISO,
    created_at: NOW_ISO,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    conversation_id: 12,
    auteur: { user_id: 9, nom: 'Maisonnée', is_agence: true },
    is_mine: false,
    body: 'Bonjour',
    piece_jointe: null,
    created_at: NOW_ISO,
    ...overrides,
  };
}

export function detail(
  messages: Message[],
  overrides: Partial<ConversationDetail> = {},
): ConversationDetail {
  return { conversation: conversation(), messages, has_more: false, ...overrides };
}

export function page<T>(items: T[], total = items.length) {
  return { items, page: 1, limit: 20, total };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown) => json({ success: true, data });

export const refusal = (status: number, code: string, message: string) =>
  json({ success: false, error: { code, message } }, status);

/** One recorded call: method, path with its query, JSON body or FormData. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (call: Call) => Response | Promise<Response>;

/**
 * A path with its encrypted ids shown as `:id` (an id encrypts differently on every call):
 * `/api/messagerie/conversations/:12/read`.
 */
export function readablePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      const id = segment.length > 16 ? decryptPathId(decodeURIComponent(segment)) : null;
      return id === null ? segment : `:${id}`;
    })
    .join('/');
}

/**
 * A fetch stub: each call is recorded (encrypted ids read as `:id`) and answered by the longest
 * `METHOD path` prefix given (query string included); anything else is a French 404.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(String(url), window.location.origin);
    const raw = init?.body;
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: readablePath(parsed.pathname) + parsed.search,
      body: raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined,
    };
    calls.push(call);
    const answer = answerFor(answers, call);
    if (answer) return answer(call);
    return refusal(404, 'NOT_FOUND', 'Introuvable.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(path)),
  };
}

/** Signs in a user (a client by default: user 7, client 3). */
export function signIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  const user = makeUser(overrides);
  localStorage.setItem('token', tokenFor('/api/auth/signin-user', Date.now() / 1000 + 3600));
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

let currentPath = '';
function PathProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/** The address the screen is at (after its navigations), its encrypted ids read as `:id`. */
export function currentPathname(): string {
  return readablePath(currentPath);
}

/** `page` at `path`, under the given route patterns, with the app's providers and toasts. */
export function renderScreen(page: ReactElement, path: string, patterns: readonly string[]) {
  const queryClient = createQueryClient();
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PathProbe />
        <Routes>
          {patterns.map((pattern) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { queryClient };
}
