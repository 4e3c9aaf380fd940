/** French text of the commercial cockpit (what both cockpits say is in components/back-office/cockpit). */
export const COMMERCIAL_COCKPIT_TEXT = {
  title: 'Cockpit commercial',
  intro: 'Le travail qui attend l’agence : besoins, rappels, devis, créneaux sans agent, absences.',
  loadError: 'Erreur lors de la récupération des tâches du cockpit.',
  creneaux: 'Créneaux demandés',
  creneau: (date: string, from: string, to: string) => `${date} de ${from} à ${to}`,
  showRemplacements: 'Voir les remplaçants',
  hideRemplacements: 'Masquer les remplaçants',
  remplacementsError: 'Erreur lors de la recherche des remplaçants.',
  noRemplacement: 'Aucun agent disponible pour cette intervention.',
  noIntervention: 'Aucune intervention à couvrir.',
  interventionOf: (client: string, date: string) => `${client} · ${date}`,
  remplacant: (name: string, km: number | null) =>
    km === null ? name : `${name} · ${km.toFixed(1).replace('.', ',')} km`,
  rating: (note: number) => `note ${note.toFixed(1).replace('.', ',')}/5`,
  reaffecter: (name: string) => `Confier à ${name}`,
  reaffected: (name: string) =>
    `Intervention confiée à ${name} ; le client et les agents sont prévenus.`,
  openClient: 'Fiche client',
  makeDevis: 'Faire un devis',
  seeDevis: 'Voir les devis',
  plan: 'Planifier',
} as const;
