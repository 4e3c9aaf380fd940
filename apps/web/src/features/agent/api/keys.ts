/** Query keys of the agent space. */
export const agentKeys = {
  all: ['agent'] as const,
  today: (candidatId: number, day: string) => ['agent', 'today', candidatId, day] as const,
  enCours: (candidatId: number) => ['agent', 'en-cours', candidatId] as const,
  aVenir: (candidatId: number) => ['agent', 'a-venir', candidatId] as const,
  absences: (candidatId: number) => ['agent', 'absences', candidatId] as const,
  status: (candidatId: number) => ['agent', 'status', candidatId] as const,
  contrats: (candidatId: number) => ['agent', 'contrats', candidatId] as const,
  documents: (candidatId: number) => ['agent', 'documents', candidatId] as const,
  annonces: (distanceKM: number) => ['agent', 'annonces', distanceKM] as const,
  journee: (date: string) => ['agent', 'journee', date] as const,
  semaine: (debut: string) => ['agent', 'semaine', debut] as const,
};
