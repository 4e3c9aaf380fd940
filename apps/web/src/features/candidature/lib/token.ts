/*
 * The application's token (given by step 1 and by the mailed edit link) is kept in this browser
 * so that a visitor who leaves comes back to the same application; the link's `?jeton=` wins.
 */
const KEY = 'candidature-token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Private browsing without storage: the ?jeton= of the address still carries the token.
  }
}

export function forgetToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
