/** French texts of the scenario proposals screen (/admin/scenarios/nouveau). */
export const SCENARIOS_ADMIN_TEXT = {
  title: 'Propositions de planning',
  intro:
    'Composez une à trois propositions (horaires et intervenant) : le client les reçoit par e-mail et en accepte une.',
  forClient: (name: string) => `Pour ${name}`,
  noClient: 'Choisissez d’abord le client des propositions.',
  badClient: 'Ce lien ne désigne pas un client. Ouvrez la fiche du client et recommencez.',
  fromBesoin: 'Prérempli avec le besoin saisi par le client.',
  proposal: (n: number) => `Proposition ${n}`,
  defaultTitre: (letter: string) => `Proposition ${letter}`,
  titre: 'Titre vu par le client',
  description: 'Message au client (facultatif)',
  agent: 'Intervenant proposé',
  agentPlaceholder: 'Cherchez puis choisissez un intervenant',
  searchAgents: 'Chercher les intervenants disponibles',
  searchFirst: 'Choisissez la prestation et des horaires complets, puis cherchez.',
  agentsError: 'Impossible de charger les intervenants disponibles.',
  noAgents: (km: number) =>
    `Aucun intervenant disponible pour ces horaires à moins de ${String(km).replace('.', ',')} km.`,
  agentOption: (name: string, why: string) => (why ? `${name} — ${why}` : name),
  known: 'connu du client',
  distance: (km: string) => `à ${km} km`,
  slotsFree: (free: number, asked: number) => `libre sur ${free}/${asked} créneaux`,
  price: (n: number) => `Prix de la proposition ${n}`,
  addProposal: 'Ajouter une proposition',
  removeProposal: (n: number) => `Retirer la proposition ${n}`,
  remove: 'Retirer',
  maxProposals: 'Trois propositions au plus.',
  send: 'Envoyer les propositions au client',
  sendHint:
    'Le client reçoit un e-mail avec un lien vers ses propositions ; celle qu’il accepte crée les interventions.',
  sent: (n: number) =>
    n === 1
      ? 'Proposition envoyée : le client a reçu le lien par e-mail.'
      : `${n} propositions envoyées : le client a reçu le lien par e-mail.`,
  sentTo: (email: string, date: string) => `Envoyé à ${email}, lien valable jusqu’au ${date}.`,
  sentTitle: 'Propositions déjà envoyées',
  sentOn: (date: string) => `envoyée le ${date}`,
  errors: {
    agent: 'Choisissez l’intervenant de cette proposition.',
  },
} as const;
