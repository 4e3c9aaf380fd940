import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { json, signIn } from './session.ts';
import { makeUser } from './tokens.ts';
import { answerFor } from './answers.ts';

export { renderAt } from './app.tsx';
export { json };

export const ok = (data: unknown, envelope: 'data' | 'documents' = 'data') =>
  json({ success: true, [envelope]: data });

/** One recorded call: method, path (without the origin) and parsed JSON body. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = (call: Call) => Response | Promise<Response>;

/**
 * A fetch stub: each call is recorded and answered by the first route whose `METHOD path`
 * (query string included) starts with the given key; anything else is a French 404.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(String(url), window.location.origin);
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: parsed.pathname + parsed.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = answerFor(answers, call);
    if (answer) return answer(call);
    return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to `METHOD path` (path prefix). */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(path)),
  };
}

/** Signs in an operator with the given roles (user 7, "Lou Opérateur"). */
export function signInOperator(roles: number[], roleManager = false) {
  return signIn(
    makeUser({
      id: 7,
      name: 'Lou Opérateur',
      roles_ids: roles,
      user_role_id: roles[0] ?? 3,
      role_manager: roleManager,
      client_id: null,
      candidat_id: null,
    }),
  );
}

/** The sections a commercial operator (role 3) finds in the back office's menu, in order. */
export const COMMERCIAL_SECTIONS = [
  'Cockpit',
  'Clients',
  'Planning',
  'Devis',
  'Relevés d’heures',
  'Financeurs',
  'Annonces',
  'Messagerie',
];

/** The sections a recruitment operator (role 2) finds in the back office's menu, in order. */
export const RECRUITMENT_SECTIONS = [
  'Recrutement',
  'Candidats',
  'Clients',
  'Planning',
  'Financeurs',
  'Annonces',
  'Messagerie',
];

/** The names of the back office's sections in its menu, in order (once the frame is shown). */
export async function sectionNames(): Promise<(string | null)[]> {
  const nav = await screen.findByRole('navigation', { name: 'Sections du back-office' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}
