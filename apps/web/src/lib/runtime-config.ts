/**
 * The server's configuration as the page received it (docs/web-delivery.md): the API replaces
 * the placeholder of `<meta name="maisonnee-config">` with JSON when it starts, so one build
 * serves whatever PUBLIC_URL or ID_SECRET the server runs with. Where nothing replaced it (Vite
 * dev server, unit tests, the Capacitor app), the values built in by vite.config.ts apply.
 */
export interface RuntimeConfig {
  /** Key of the encrypted path ids: the API's ID_SECRET ('' when unknown). */
  idSecret: string;
  /** The API's PUBLIC_URL, named in its tokens' `iss` ('' when unknown). */
  publicUrl: string;
  /** Lifetime of the signed-in hint cookie: the API's refresh window. */
  sessionMaxAgeSeconds: number;
}

export const CONFIG_META_NAME = 'maisonnee-config';
const PLACEHOLDER = '__MAISONNEE_CONFIG__';
/** The API's default refresh window (REFRESH_WINDOW_DAYS = 30). */
const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

type PageConfig = Partial<RuntimeConfig>;

/** undefined until the meta is read; null when it holds nothing usable. */
let pageConfig: PageConfig | null | undefined;

function readPageConfig(): PageConfig | null {
  if (typeof document === 'undefined') return null;
  const content = document
    .querySelector(`meta[name="${CONFIG_META_NAME}"]`)
    ?.getAttribute('content');
  if (!content || content === PLACEHOLDER) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object') return null;
    const { idSecret, publicUrl, sessionMaxAgeSeconds } = parsed as Record<string, unknown>;
    return {
      ...(typeof idSecret === 'string' ? { idSecret } : {}),
      ...(typeof publicUrl === 'string' ? { publicUrl } : {}),
      ...(typeof sessionMaxAgeSeconds === 'number' && sessionMaxAgeSeconds > 0
        ? { sessionMaxAgeSeconds }
        : {}),
    };
  } catch {
    return null;
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The configuration: the page's meta (read once), else the build's values. */
export function runtimeConfig(): RuntimeConfig {
  if (pageConfig === undefined) pageConfig = readPageConfig();
  return {
    idSecret: nonEmpty(pageConfig?.idSecret) ?? nonEmpty(import.meta.env.VITE_ID_SECRET) ?? '',
    publicUrl: nonEmpty(pageConfig?.publicUrl) ?? nonEmpty(import.meta.env.VITE_PUBLIC_URL) ?? '',
    sessionMaxAgeSeconds: pageConfig?.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS,
  };
}

/** Tests: read the meta again on the next call. */
export function forgetRuntimeConfig(): void {
  pageConfig = undefined;
}
