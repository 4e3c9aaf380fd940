import { BACK_OFFICE_ROLES, type CUSTOMER_ROLES, type RoleId } from '@maisonnee/domain';
import type { z } from 'zod';

/** HTTP methods used by the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Key under which a successful response carries its payload: `{ success: true, <key>: … }`. */
export type Envelope = 'data' | 'datas' | 'documents';

/**
 * How a path parameter travels:
 * - `encrypted`: an integer id encrypted with `encryptId` (AES-256-GCM, base64url); the API decrypts it
 *   before validation and answers 400 INVALID_ID when it does not decrypt;
 * - `plain`: a positive integer written as is (the specification marks these "plain id");
 * - `text`: free text, URL-encoded (an address to geocode);
 * - `filePayload`: the encrypted file-serve payload of `/uploads/serve-file/{payload}`.
 */
export type ParamKind = 'encrypted' | 'plain' | 'text' | 'filePayload';

/**
 * Who may call an endpoint.
 * - `public`: no token needed.
 * - otherwise a valid access token is required, and the caller must hold one of `roles`
 *   (`'any'` = any signed-in user). `owner` names the resource a customer-side caller (roles 5, 6)
 *   must own for the call to go through: the service checks it with the one ownership helper;
 *   back-office roles listed in `roles` are not restricted by it.
 */
export type Access =
  | { kind: 'public' }
  | {
      kind: 'user';
      roles: readonly RoleId[] | 'any';
      owner?: OwnerKind;
    };

/** The resource a customer-side caller must own. */
export type OwnerKind =
  | 'user' // the user record itself
  | 'client' // a client record (the caller's client_id)
  | 'candidat' // an agent record (the caller's candidat_id)
  | 'mission'
  | 'intervention'
  | 'devis'
  | 'brouillon'
  | 'facture'
  | 'document'
  | 'notification';

export interface MultipartSpec {
  /** Name of the file part; `required` files answer 400 when missing. */
  fileField: string;
  required: boolean;
  /** Accepted MIME types, checked against the file's magic bytes. */
  accept: readonly string[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

export interface EndpointDef {
  method: HttpMethod;
  /** Path exactly as the specification writes it, parameters in braces: `/api/mission/{id}`. */
  path: string;
  /** One French sentence for people and OpenAPI. */
  summary: string;
  /** Section of the specification (OpenAPI tag). */
  tag: string;
  params?: Readonly<Record<string, ParamKind>>;
  query?: z.ZodObject;
  /** JSON body schema; for multipart calls, the schema of the text fields. */
  body?: z.ZodType;
  multipart?: MultipartSpec;
  /** Schema of the value under the envelope key. */
  response: z.ZodType;
  envelope: Envelope;
  access: Access;
  /** Success status, 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /**
   * A POST that only reads (the specification's searches and lists take a JSON body). Any other
   * call that is not a GET counts as a write: the reads that reuse a recent derivation (the
   * cockpits, apps/api/src/lib/write-count.ts) derive again after it. Forgetting the flag on a
   * read only costs a derivation; setting it on a call that writes would serve stale tasks.
   */
  reads?: true;
  /** Extra top-level keys of the success envelope (notifications list: `notifTypes`). */
  extraEnvelope?: Readonly<Record<string, z.ZodType>>;
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export function endpoint<const E extends EndpointDef>(definition: E): E {
  return definition;
}

export const publicAccess = { kind: 'public' } as const satisfies Access;

/** Any signed-in user; `owner` restricts customer-side callers to their own resource. */
export function signedIn(owner?: OwnerKind): Access {
  return owner ? { kind: 'user', roles: 'any', owner } : { kind: 'user', roles: 'any' };
}

/** Only the listed roles; `owner` restricts roles 5 and 6 (when listed) to their own resource. */
export function rolesOnly(roles: readonly RoleId[], owner?: OwnerKind): Access {
  return owner ? { kind: 'user', roles, owner } : { kind: 'user', roles };
}

/** Back office (roles 1–4) or, when listed, a customer who owns the resource. */
export function backOfficeOr(
  customerRoles: readonly (typeof CUSTOMER_ROLES)[number][],
  owner: OwnerKind,
): Access {
  return { kind: 'user', roles: [...BACK_OFFICE_ROLES, ...customerRoles], owner };
}

/** Back office only (all four roles unless narrowed). */
export function backOffice(roles: readonly RoleId[] = BACK_OFFICE_ROLES): Access {
  return { kind: 'user', roles };
}

/** Fastify route path from a contract path: `{id}` → `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Names of the `{params}` written in a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
