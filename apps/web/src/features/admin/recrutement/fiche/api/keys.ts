/** Query keys of the candidate file (/admin/recrutement/candidats/:id). */
export const ficheKeys = {
  /** Everything about one candidate: its file and the lists hanging on it. */
  candidat: (candidatId: number) => ['admin', 'recrutement', 'candidat', candidatId] as const,
  detail: (candidatId: number) =>
    ['admin', 'recrutement', 'candidat', candidatId, 'detail'] as const,
  documents: (candidatId: number) =>
    ['admin', 'recrutement', 'candidat', candidatId, 'documents'] as const,
  contrats: (candidatId: number) =>
    ['admin', 'recrutement', 'candidat', candidatId, 'contrats'] as const,
  bilan: (candidatId: number, dateDebut: string, dateFin: string) =>
    ['admin', 'recrutement', 'candidat', candidatId, 'bilan', dateDebut, dateFin] as const,
};
