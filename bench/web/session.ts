// Signs in the demo client through the API, as the sign-in form does.
export interface DemoSession {
  access_token: string;
  refresh_token: string;
  user: unknown;
}

export const DEMO_CLIENT = { email: 'client@demo.fr', password: 'Demo1234!' } as const;

/** Name of the non-secret cookie telling the server a session is stored (serves the shell). */
export const SESSION_HINT_COOKIE = 'maisonnee_session';

export async function signInDemoClient(baseUrl: string): Promise<DemoSession> {
  const response = await fetch(`${baseUrl}/api/auth/signin-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  const body = (await response.json().catch(() => null)) as { data?: DemoSession } | null;
  if (!response.ok || !body?.data?.access_token) {
    throw new Error(`Connexion de ${DEMO_CLIENT.email} refusée (HTTP ${response.status}).`);
  }
  return body.data;
}

/** The local storage entries the web app reads (apps/web/src/lib/storage.ts STORAGE_KEYS). */
export function sessionStorageEntries(session: DemoSession): { name: string; value: string }[] {
  return [
    { name: 'token', value: session.access_token },
    { name: 'refresh_token', value: session.refresh_token },
    { name: 'user', value: JSON.stringify(session.user) },
  ];
}
