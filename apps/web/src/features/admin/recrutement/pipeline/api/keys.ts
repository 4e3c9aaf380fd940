/** Query keys of the candidates' screens: every one starts with `all` (a move refreshes them). */
export const candidatsKeys = {
  all: ['admin', 'candidats'] as const,
  statut: (statutId: number, page: number) =>
    ['admin', 'candidats', 'statut', statutId, page] as const,
  search: (body: unknown) => ['admin', 'candidats', 'search', body] as const,
  around: (body: unknown) => ['admin', 'candidats', 'around', body] as const,
  map: (body: unknown) => ['admin', 'candidats', 'map', body] as const,
};
