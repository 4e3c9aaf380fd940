// POST /api/auth/signin-user. The typed client generated from @maisonnee/contract replaces
// these local types in the next issue; until then they mirror ARCHITECTURE section 3.

export type SignedInUser = {
  name: string;
  roles_ids: number[];
};

type SignInUserSuccess = {
  success: true;
  data: { access_token: string; refresh_token: string; user: SignedInUser };
};

type ErrorEnvelope = {
  success: false;
  error: { code: string; message: string; fields?: Record<string, unknown> };
};

export type SignInUserResult = { ok: true; user: SignedInUser } | { ok: false; message: string };

export const SIGN_IN_MESSAGES = {
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  unexpected: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
} as const;

export async function signInUser(email: string, password: string): Promise<SignInUserResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/signin-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, message: SIGN_IN_MESSAGES.unreachable };
  }

  const body: unknown = await response.json().catch(() => null);
  if (isSuccess(body)) return { ok: true, user: body.data.user };
  if (isErrorEnvelope(body)) return { ok: false, message: body.error.message };
  return { ok: false, message: SIGN_IN_MESSAGES.unexpected };
}

function isSuccess(body: unknown): body is SignInUserSuccess {
  const data = (body as SignInUserSuccess | null)?.data;
  return (
    (body as SignInUserSuccess | null)?.success === true && typeof data?.user?.name === 'string'
  );
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  const envelope = body as ErrorEnvelope | null;
  return envelope?.success === false && typeof envelope.error?.message === 'string';
}
