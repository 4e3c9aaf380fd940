/** Query keys of the agent profiles, so that a change refreshes the right reads. */
export const intervenantsKeys = {
  all: ['intervenants'] as const,
  list: () => ['intervenants', 'list'] as const,
  profil: (candidatId: number) => ['intervenants', 'profil', candidatId] as const,
  monProfil: () => ['intervenants', 'mon-profil'] as const,
};
