// Volume accounts signed in through the API (POST /api/auth/signin-user), as the app does.
import { endpoints } from '@maisonnee/contract';
import { VOLUME_PASSWORD } from './settings.ts';

export interface Session {
  email: string;
  token: string;
  userId: number;
  clientId: number | null;
  candidatId: number | null;
}

interface SigninBody {
  data?: {
    access_token?: unknown;
    user?: { id?: number; client_id?: number | null; candidat_id?: number | null };
  };
}

/** Several sign-ins at a time: each one checks an argon2 hash, which is meant to be slow. */
const PARALLEL_SIGNINS = 4;

export async function signIn(origin: string, email: string): Promise<Session> {
  const response = await fetch(`${origin}${endpoints.signinUser.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: VOLUME_PASSWORD }),
  });
  const body = (await response.json().catch(() => null)) as SigninBody | null;
  const token = body?.data?.access_token;
  const user = body?.data?.user;
  if (!response.ok || typeof token !== 'string' || typeof user?.id !== 'number') {
    throw new Error(
      `Connexion de ${email} impossible : HTTP ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return {
    email,
    token,
    userId: user.id,
    clientId: user.client_id ?? null,
    candidatId: user.candidat_id ?? null,
  };
}

/** Signs every address in, a few at a time, showing how many are done on one line. */
export async function signInAll(origin: string, emails: readonly string[], label: string) {
  const sessions: Session[] = new Array(emails.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      sessions[index] = await signIn(origin, emails[index]!);
      done++;
      if (process.stdout.isTTY)
        process.stdout.write(`\r  Connexion des ${label} : ${done}/${emails.length}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SIGNINS }, worker));
  if (process.stdout.isTTY) process.stdout.write('\n');
  else console.log(`  Connexion des ${label} : ${done}/${emails.length}`);
  return sessions;
}
