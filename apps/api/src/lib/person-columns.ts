import { isCivilite } from '@maisonnee/domain';

/*
 * A person's file (a client or a candidate) holds the same identity, contact and postal address
 * columns, whichever form sends them (the back office's or the public application).
 */

interface PersonBody {
  civilite?: string | null | undefined;
  nom: string;
  prenom?: string | null | undefined;
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  fixe?: string | null | undefined;
  date_naissance?: string | null | undefined;
  adresse?: string | null | undefined;
  codep?: string | null | undefined;
  ville?: string | null | undefined;
  country: string;
}

/** The identity, contact and address columns of a form; no civility or birth date is null. */
export function personColumnsOf<B extends PersonBody>(body: B) {
  return {
    civilite: body.civilite ?? null,
    nom: body.nom,
    prenom: body.prenom,
    email: body.email,
    mobile: body.mobile,
    fixe: body.fixe,
    date_naissance: body.date_naissance ?? null,
    adresse: body.adresse,
    codep: body.codep,
    ville: body.ville,
    country: body.country,
  };
}

/** The postal address columns, with the point placed on the map. */
export const ADDRESS_COLUMNS = ['adresse', 'codep', 'ville', 'country', 'lat', 'lng'] as const;

/** The fields among `fields` that `source` has (not undefined): what a partial update changes. */
export function sentFieldsOf<T extends object, K extends keyof T>(
  source: T,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const sent: Partial<Pick<T, K>> = {};
  for (const field of fields) if (source[field] !== undefined) sent[field] = source[field];
  return sent;
}

/**
 * A person's identity as the contract shows it: a civility only when it is one of the two, an
 * empty first name or e-mail when there is none.
 */
export function personIdentityOf(row: {
  civilite: string | null;
  nom: string;
  prenom: string | null;
  email: string | null;
  mobile: string | null;
}) {
  return {
    civilite: isCivilite(row.civilite) ? row.civilite : null,
    nom: row.nom,
    prenom: row.prenom ?? '',
    email: row.email ?? '',
    mobile: row.mobile,
  };
}
