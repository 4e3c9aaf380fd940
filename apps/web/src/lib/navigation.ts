/**
 * Navigation from outside React (the HTTP client and the session service). The router registers
 * its own `navigate`; until then a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = { replace: true }): void {
  if (typeof window !== 'undefined' && window.location.pathname === to) return;
  navigator(to, options);
}
