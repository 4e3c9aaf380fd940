/*
 * What a usage log may keep (docs/usage-logs.md): the apps send pages and events, and this file
 * strips from them anything that could name or reach a person, so that the `logs` table holds no
 * personal data beyond the caller's user id. Pure functions, unit-tested beside.
 */

/** The placeholder of a path segment that names a record or a person. */
export const ID_PLACEHOLDER = ':id';

/** A string property longer than this is dropped: free text is where personal data hides. */
export const MAX_EVENT_STRING_LENGTH = 100;

const EMAIL = /[^\s@/]+@[^\s@/]+\.[^\s@/]+/;
const DIGITS_ONLY = /^\d+$/;
/** Four digits in a row: a record number, a date, a postcode, a phone number… */
const DIGIT_RUN = /\d{4,}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A route word of the app: lower-case words joined by hyphens (`mes-missions`). */
const ROUTE_WORD = /^[a-z]+(?:-[a-z]+)*$/;
/** An encrypted id is at least 39 characters; route words stay shorter than that in practice. */
const LONG_TOKEN_LENGTH = 16;

/** French and international phone numbers, with or without separators. */
const PHONE = /(?:\+|00)\d[\d\s.-]{7,}\d|\b0[1-9](?:[\s.-]?\d{2}){4}\b/;
/** An IBAN: country code, check digits, then 11 to 30 letters and digits (spaces allowed). */
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]){11,30}\b/i;
/** A JSON web token or any long opaque token. */
const JWT = /\beyJ[A-Za-z0-9_-]{10,}\./;

/**
 * Key words that name personal data, matched against the words of a property name (split on
 * `_`, `-`, `.`, spaces and camelCase, accents removed): `nom_client` and `clientEmail` go,
 * `nombre_missions` stays.
 */
const PERSONAL_KEY_WORDS = new Set([
  'nom',
  'prenom',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'civilite',
  'email',
  'mail',
  'courriel',
  'telephone',
  'tel',
  'phone',
  'mobile',
  'portable',
  'fixe',
  'adresse',
  'address',
  'rue',
  'street',
  'cp',
  'codep',
  'zip',
  'postcode',
  'postal',
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'geoloc',
  'position',
  'iban',
  'bic',
  'rib',
  'password',
  'passwd',
  'motdepasse',
  'mdp',
  'token',
  'secret',
  'naissance',
  'birth',
  'birthday',
  'birthdate',
  'nir',
  'ssn',
  'secu',
  'ip',
  // How to get into a home (issue 25): the family's access instructions and door code.
  'acces',
  'access',
  'porte',
  'digicode',
  'interphone',
]);

/** Personal words that may also appear glued inside a longer name (`clientemail`, `adressefacturation`). */
const PERSONAL_KEY_FRAGMENTS = [
  'email',
  'prenom',
  'telephone',
  'phone',
  'adresse',
  'address',
  'iban',
  'password',
  'motdepasse',
  'naissance',
  'birth',
  'firstname',
  'lastname',
  'codeporte',
  'digicode',
];

function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Whether a property name announces personal data (see PERSONAL_KEY_WORDS). */
export function isPersonalKey(key: string): boolean {
  const words = withoutAccents(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.some((word) => PERSONAL_KEY_WORDS.has(word))) return true;
  const glued = words.join('');
  return PERSONAL_KEY_FRAGMENTS.some((fragment) => glued.includes(fragment));
}

/** Whether a string holds an e-mail address, a phone number, an IBAN or a token. */
export function isPersonalText(value: string): boolean {
  return EMAIL.test(value) || PHONE.test(value) || IBAN.test(value) || JWT.test(value);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether one path segment names a record or a person rather than a screen. */
export function isIdSegment(rawSegment: string): boolean {
  const segment = decodeSegment(rawSegment);
  if (DIGITS_ONLY.test(segment) || DIGIT_RUN.test(segment)) return true;
  if (segment.includes('@') || isPersonalText(segment)) return true;
  if (UUID.test(segment)) return true;
  return (
    segment.length >= LONG_TOKEN_LENGTH && BASE64URL.test(segment) && !ROUTE_WORD.test(segment)
  );
}

/**
 * The screen a path shows, without who or what it shows it for: the origin, the query string and
 * the hash are dropped, every segment that looks like an id (digits, an encrypted id or another
 * long token, a UUID, an e-mail or a phone number) becomes `:id`, repeated slashes collapse.
 * `https://app/mission/aB3…Zx/pointage?from=mail#top` → `/mission/:id/pointage`.
 */
export function normalisePagePath(page: string): string {
  let path = page.trim();
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  path = path.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (isIdSegment(segment) ? ID_PLACEHOLDER : segment));
  return `/${segments.join('/')}`;
}

export type EventValue = string | number | boolean | null;

/**
 * The properties of an event that may be kept: finite numbers, booleans, null and strings of at
 * most 100 characters that hold no e-mail, phone number, IBAN or token, under a name that does not
 * announce personal data (isPersonalKey). Everything else is dropped, silently.
 */
export function sanitiseEventData(
  data: Readonly<Record<string, unknown>> | undefined,
): Record<string, EventValue> {
  const kept: Record<string, EventValue> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (isPersonalKey(key) || isPersonalText(key)) continue;
    if (value === null || typeof value === 'boolean') kept[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
    else if (
      typeof value === 'string' &&
      value.length <= MAX_EVENT_STRING_LENGTH &&
      !isPersonalText(value)
    )
      kept[key] = value;
  }
  return kept;
}
