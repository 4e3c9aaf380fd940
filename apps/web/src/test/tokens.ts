import type { User } from '@maisonnee/contract';

/** A well-formed unsigned JWT with the given claims (the app never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const ORIGIN = 'http://localhost:3000';

export function tokenFor(
  path: string,
  expSeconds: number,
  origin = window.location.origin,
): string {
  return fakeJwt({ iss: `${origin}${path}`, exp: expSeconds, sub: '1', typ: 'access' });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Lou Martin',
    email: 'lou@exemple.fr',
    created_at: '2025-02-03T08:00:00.000Z',
    profile_photo_path: null,
    profile_photo_path_64: null,
    user_role_id: 5,
    roles_ids: [5],
    role_manager: false,
    client_id: 3,
    candidat_id: null,
    fcm_token: null,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Lou',
    mobile: '0612345678',
    fixe: null,
    date_naissance: null,
    adresse: '3 rue Haute',
    codep: '75011',
    ville: 'Paris',
    country: 'France',
    lat: null,
    lng: null,
    email_verified: true,
    ...overrides,
  };
}
