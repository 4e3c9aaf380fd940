import type { UrssafProbleme } from '@maisonnee/domain';

/** One error as URSSAF lists them in a refusal (HTTP 400). */
export interface UrssafErreurApi {
  code: string;
  message: string;
  description?: string | undefined;
}

/**
 * What went wrong talking to URSSAF:
 * - `validation`: our own checks refused the data, nothing was sent (`problemes` names the fields);
 * - `refus`: URSSAF refused the data (400), its codes kept in `erreurs`;
 * - `authentification`: URSSAF refused our credentials or our rights (401 after one new token, 403);
 * - `indisponible`: URSSAF answered 5xx or 429;
 * - `delai`: no answer within the timeout;
 * - `reseau`: URSSAF could not be reached;
 * - `reponse`: an answer the adapter cannot read.
 */
export type UrssafErrorKind =
  'validation' | 'refus' | 'authentification' | 'indisponible' | 'delai' | 'reseau' | 'reponse';

/** The one error the URSSAF adapter throws; `message` is French and can be shown as is. */
export class UrssafError extends Error {
  override readonly name = 'UrssafError';
  readonly kind: UrssafErrorKind;
  /** The HTTP status URSSAF answered, when it answered. */
  readonly httpStatus: number | undefined;
  /** URSSAF's own errors (codes kept as URSSAF sent them). */
  readonly erreurs: readonly UrssafErreurApi[];
  /** Our checks' problems (kind `validation`). */
  readonly problemes: readonly UrssafProbleme[];

  constructor(
    kind: UrssafErrorKind,
    message: string,
    details: {
      httpStatus?: number | undefined;
      erreurs?: UrssafErreurApi[];
      problemes?: UrssafProbleme[];
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.httpStatus = details.httpStatus;
    this.erreurs = Object.freeze([...(details.erreurs ?? [])]);
    this.problemes = Object.freeze([...(details.problemes ?? [])]);
  }

  /** URSSAF's error codes, in the order URSSAF listed them. */
  get codes(): string[] {
    return this.erreurs.map((error) => error.code);
  }

  /** True when trying again later may work (URSSAF unavailable, slow, or unreachable). */
  get temporaire(): boolean {
    return this.kind === 'indisponible' || this.kind === 'delai' || this.kind === 'reseau';
  }
}

/** Reads URSSAF's error list from an answer's body (a list, or an object holding one). */
export function readUrssafErrors(body: unknown): UrssafErreurApi[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (((body as Record<string, unknown>).errors ??
          (body as Record<string, unknown>).erreurs) as unknown)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => ({
      code: String(item.code ?? ''),
      message: typeof item.message === 'string' ? item.message : '',
      description: typeof item.description === 'string' ? item.description : undefined,
    }))
    .filter((item) => item.code !== '' || item.message !== '');
}

/** The French message of a refusal: URSSAF's own wording (already French), each with its code. */
export function refusalMessage(what: string, erreurs: UrssafErreurApi[]): string {
  if (erreurs.length === 0) return `L'URSSAF a refusé ${what} sans en donner la raison.`;
  const reasons = erreurs.map(
    (error) => `${error.message || error.description || 'motif non précisé'} (${error.code})`,
  );
  return `L'URSSAF a refusé ${what} : ${reasons.join(' ; ')}`;
}
