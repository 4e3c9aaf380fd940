import { afterAnswer, afterAnswerSettled } from '../../lib/after-answer.ts';
import type { AuthOperationDeps, AuthServiceDeps } from './auth-common.ts';
import { createClientDeactivationService } from './client-deactivation.service.ts';
import { createPasswordsService } from './passwords.service.ts';
import { createProfileService } from './profile.service.ts';
import { createRefreshService } from './refresh.service.ts';
import { createSignInService } from './sign-in.service.ts';
import { createSignUpService } from './sign-up.service.ts';

export type { AuthServiceDeps, RequestMeta } from './auth-common.ts';
export {
  createClientAccountsService,
  type ClientAccountsDeps,
  type ClientAccountsService,
} from './client-accounts.service.ts';

/*
 * Accounts and sessions, gathered for the routes (auth.routes.ts) and the app (which waits for
 * the mails still leaving before it closes). Each operation lives in its own file: sign-up,
 * sign-in and out, refresh, passwords, profile, a client's deactivation; the accounts the agency
 * opens for others are client-accounts.service.ts.
 */

export function createAuthService(deps: AuthServiceDeps) {
  // The mails a call leaves after its answer (lib/after-answer.ts) are this service's to wait for.
  const owner = { log: deps.log ?? { error: () => undefined } };
  const operationDeps: AuthOperationDeps = {
    ...deps,
    afterAnswer: (task) => afterAnswer(owner, task),
  };
  return {
    signUp: createSignUpService(operationDeps),
    signIn: createSignInService(deps),
    refresh: createRefreshService(deps),
    passwords: createPasswordsService(operationDeps),
    profile: createProfileService(deps),
    clients: createClientDeactivationService(deps),

    /** Resolves once the work left after answers (mails) is done: before the database closes. */
    settled: () => afterAnswerSettled(owner),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
