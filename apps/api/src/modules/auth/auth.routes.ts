import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_NAME, deviceCookieHeader, readCookie } from '../../lib/device-cookie.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { RequestMeta } from './auth-common.ts';
import type { AuthService } from './auth.service.ts';
import { assertNoProfilePhotoPath } from './profile-photo.service.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  // The token service keeps this origin as issuer only when it is one of the server's own.
  origin: `${request.protocol}://${request.host}`,
  deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE_NAME),
});

/** The app-version header when it is an x.y.z version, else null. */
function appVersionOf(request: { headers: Record<string, unknown> }): string | null {
  const value = String(request.headers['app-version'] ?? '').trim();
  return /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value) ? value : null;
}

/** Accounts and authentication (section 7), plus sign-out. */
export function authHandlers(auth: AuthService): HandlerMap {
  const { signUp, signIn, refresh, passwords, profile, clients } = auth;

  /** Signs in, then marks this browser as a known device of the account (device cookie). */
  async function signInFrom(
    kind: 'signin' | 'signinUser',
    body: { email: string; password: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const answer = await signIn.signIn(kind, body, meta(request));
    reply.header(
      'set-cookie',
      deviceCookieHeader(signIn.deviceCookieFor(body.email), request.protocol === 'https'),
    );
    return answer;
  }

  return {
    createAccount: ({ body, request }) => signUp.createAccount(body, meta(request)),
    sendValidationCode: ({ body, request }) => signUp.sendValidationCode(body.email, meta(request)),
    resendLienValidation: ({ body, request }) =>
      signUp.sendValidationCode(body.email, meta(request)),
    validAccount: ({ body, request }) => signUp.validAccount(body.email, body.code, meta(request)),
    signup: ({ body, request }) => signUp.signup(body, meta(request)),
    signin: ({ body, request, reply }) => signInFrom('signin', body, request, reply),
    signinUser: ({ body, request, reply }) => signInFrom('signinUser', body, request, reply),
    tokenRefresh: ({ body }) => refresh.refresh(body.refresh_token),
    authUser: ({ auth: caller }) => profile.currentUser(caller),
    signout: ({ auth: caller }) => signIn.signOut(caller),
    resetPassword: ({ body, request }) => passwords.resetPassword(body, meta(request)),
    changePassword: ({ body, auth: caller, request }) =>
      passwords.changePassword(caller, body, meta(request)),
    // The photo is set by uploading it (POST /api/users/profile-photo), never as free text.
    // The app's version travels in the app-version header: a native device registered with it
    // gets the newappversion push when a later version ships (docs/push.md).
    updateUser: ({ body, auth: caller, request }) =>
      profile.updateProfile(caller, assertNoProfilePhotoPath(body), {
        appVersion: appVersionOf(request),
      }),
    setClientInactif: ({ body, auth: caller }) => clients.setClientInactif(caller, body.clientId),
  };
}
