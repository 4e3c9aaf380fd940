/**
 * A notification's or a push's landing page as an in-app path, or null: only a path of this app
 * (`/missions/12`) is opened; an absolute or protocol-relative URL (`https://…`, `//…`) and
 * anything else is ignored, so a notification can never send people to another site.
 */
export function inAppLandingPage(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/\s/.test(path) || [...path].some((char) => char.charCodeAt(0) < 32)) return null;
  return path;
}
