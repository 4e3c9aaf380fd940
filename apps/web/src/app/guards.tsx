import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { User } from '@maisonnee/contract';
import { homePathForAccount, isBackOfficeRoleSet, type AccountHomePath } from '@maisonnee/domain';
import { PageLoader } from '../components/page-loader.tsx';
import { http } from '../lib/api-client.ts';
import { getRefreshToken, isSignedIn, useCurrentUser } from '../lib/session.ts';

export const LOGIN_PATH = '/auth/login';

/** Guarded routes (section 6): allowed only when a user with an id is stored locally. */
export function userGuard(user: Pick<User, 'id'> | null): 'allow' | typeof LOGIN_PATH {
  return user?.id ? 'allow' : LOGIN_PATH;
}

/** /admin: a stored user with a back-office role (1–4); a customer goes back to /account. */
export function adminGuard(
  user: Pick<User, 'id' | 'roles_ids'> | null,
): 'allow' | typeof LOGIN_PATH | '/account' {
  if (!user?.id) return LOGIN_PATH;
  return isBackOfficeRoleSet(user.roles_ids) ? 'allow' : '/account';
}

/**
 * After checking an existing session: signed in (valid token of a known issuer and a stored
 * user) → the home of the user's roles (5 or 6 → /account, others → /admin; a relative without
 * role → /suivi); otherwise null, the user stays on the auth screens.
 */
export function sessionHome(
  user: (Pick<User, 'id' | 'roles_ids'> & Partial<Pick<User, 'proche_client_ids'>>) | null,
  signedIn: boolean,
): AccountHomePath | null {
  if (!signedIn || !user?.id) return null;
  const home = homePathForAccount(user);
  return home === LOGIN_PATH ? null : home;
}

export function RequireUser({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (userGuard(user) !== 'allow') {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  }
  return children ?? <Outlet />;
}

/** `/`: the customer space, or the sign-in page (coming from /account) for nobody stored. */
export function HomeRedirect() {
  const user = useCurrentUser();
  if (userGuard(user) !== 'allow') {
    return <Navigate to={LOGIN_PATH} replace state={{ from: '/account' }} />;
  }
  return <Navigate to="/account" replace />;
}

export function RequireBackOffice({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const decision = adminGuard(user);
  if (decision !== 'allow') return <Navigate to={decision} replace />;
  return children ?? <Outlet />;
}

/**
 * Auth screens: a signed-in user is sent to the home of his roles. A stored user whose token has
 * expired but who still holds a refresh token is refreshed first (without noticing it).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  // Nobody stored: signed out, without reading the token (nor `window`, absent in the prerender).
  const signedIn = user !== null && isSignedIn();
  const canRefresh = !signedIn && user !== null && getRefreshToken() !== null;
  const [checking, setChecking] = useState(canRefresh);

  useEffect(() => {
    if (!canRefresh) return;
    let cancelled = false;
    void http.refreshSession().finally(() => {
      if (!cancelled) setChecking(false);
    });
    return () => {
      cancelled = true;
    };
  }, [canRefresh]);

  if (checking && canRefresh) return <PageLoader />;
  const home = sessionHome(user, signedIn);
  if (home) return <Navigate to={home} replace />;
  return children ?? <Outlet />;
}
