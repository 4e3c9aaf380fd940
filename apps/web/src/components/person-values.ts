import type { IdentityValues } from './identity-fields.tsx';
import type { PostalAddressValues } from './postal-address-fields.tsx';

/** Who a person is and where they live, as IdentityFields and PostalAddressFields edit them. */
export type PersonValues = IdentityValues & PostalAddressValues;

/** How a person is reached, empty: the first fields of a sign-up or of a new candidate's file. */
export const EMPTY_CONTACT = { civilite: '', nom: '', prenom: '', email: '', mobile: '' };

/** A stored person (a user, a candidate): optional fields may be missing. */
export interface StoredPerson {
  civilite: string | null;
  nom: string | null;
  prenom: string | null;
  mobile: string | null;
  fixe: string | null;
  date_naissance: string | null;
  adresse: string | null;
  codep: string | null;
  ville: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

/** The form's values of a stored person: empty fields where none, France by default. */
export function personValuesOf(person: StoredPerson): PersonValues {
  return {
    civilite: person.civilite ?? '',
    nom: person.nom ?? '',
    prenom: person.prenom ?? '',
    mobile: person.mobile ?? '',
    fixe: person.fixe ?? '',
    date_naissance: person.date_naissance ?? '',
    adresse: person.adresse ?? '',
    codep: person.codep ?? '',
    ville: person.ville ?? '',
    country: person.country ?? 'France',
    lat: person.lat,
    lng: person.lng,
  };
}

/**
 * The values as the API takes a person (sign-up data, a candidate's identity): trimmed, the
 * optional phone and birth date null when empty, France when no country is given.
 */
export function personInputOf(values: PersonValues) {
  return {
    civilite: values.civilite as 'M.' | 'Mme',
    nom: values.nom.trim(),
    prenom: values.prenom.trim(),
    mobile: values.mobile.trim(),
    fixe: values.fixe.trim() || null,
    date_naissance: values.date_naissance || null,
    adresse: values.adresse.trim(),
    codep: values.codep.trim(),
    ville: values.ville.trim(),
    country: values.country.trim() || 'France',
    lat: values.lat,
    lng: values.lng,
  };
}
