/** The attribute of #root holding the path of the page prerendered into it (scripts/prerender.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * The attribute of #root holding the path of the signed-in shell prerendered into it
 * (app/signed-in-shell.tsx): painted, never hydrated; the app renders over it.
 */
export const SIGNED_IN_SHELL_ATTRIBUTE = 'data-signed-in-shell';

/** Drops a trailing slash (`/auth/login/` is served the same page as `/auth/login`). */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Hydrate the prerendered HTML, or render from scratch. Hydrate only when the root holds the
 * page of this very path and nobody is stored as signed in: the prerender shows the signed-out
 * page, and a stored user is sent elsewhere by the auth screens, which would not match it.
 */
export function renderMode(env: {
  prerendered: string | null | undefined;
  pathname: string;
  hasStoredUser: boolean;
}): 'hydrate' | 'render' {
  if (!env.prerendered || env.hasStoredUser) return 'render';
  return normalise(env.prerendered) === normalise(env.pathname) ? 'hydrate' : 'render';
}

declare global {
  interface Window {
    /** A form sent before the app was ready, held by scripts/paint-first.js. */
    maisonneePendingSubmit?: EventTarget | null;
    /** Fields typed in before the app was ready, noted by scripts/paint-first.js. */
    maisonneeTypedFields?: EventTarget[];
  }
}

/**
 * The app has hydrated (or rendered): forms are now handled by React. A form sent before, held by
 * the prerendered page's loader, is sent again now.
 */
export function markAppReady(doc: Document = document, win: Window = window): void {
  doc.documentElement.setAttribute('data-app-ready', '');
  const typed = win.maisonneeTypedFields ?? [];
  win.maisonneeTypedFields = [];
  for (const field of typed) replayTypedValue(field);
  const pending = win.maisonneePendingSubmit;
  win.maisonneePendingSubmit = null;
  // After React has applied the replayed values (their updates are flushed after this task).
  if (pending instanceof HTMLFormElement && pending.isConnected) {
    win.setTimeout(() => {
      if (pending.isConnected) pending.requestSubmit();
    }, 0);
  }
}

/**
 * Hands a value typed (or a box ticked) before hydration to React: the field is set to the other
 * value through React's own setter, then back to the page's through the DOM's, and the event React
 * listens to fires (`input`, or `click` for a checkbox or radio, a plain event that toggles
 * nothing): React sees a change and calls the field's onChange (what testing libraries do).
 */
function replayTypedValue(field: EventTarget): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
      field,
      checked,
    );
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (field.value === '') return;
  const typed = field.value;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
