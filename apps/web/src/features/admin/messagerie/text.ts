/** French text of the operators' messaging (/admin/messagerie). */
export const ADMIN_MESSAGERIE_TEXT = {
  title: 'Messagerie',
  intro: 'Les conversations des clients et des agents avec l’agence.',
  filters: 'Filtres des conversations',
  readFilter: 'Conversations affichées',
  all: 'Toutes',
  unread: 'Non lues',
  kindFilter: 'Interlocuteurs',
  allKinds: 'Tous',
  kinds: { client: 'Clients', agent: 'Agents' },
  kindBadge: { client: 'Client', agent: 'Agent' },
  search: 'Rechercher par nom',
  searchButton: 'Rechercher',
  clearSearch: 'Effacer la recherche',
  emptyUnread: 'Aucune conversation non lue.',
  pagination: 'Pages de conversations',
  clientFile: 'Voir la fiche client',
  agentFile: 'Voir la fiche agent',
  // Writing to someone.
  write: (kinds: readonly ('client' | 'agent')[]) =>
    kinds.length === 2
      ? 'Écrire à un client / un agent'
      : kinds[0] === 'agent'
        ? 'Écrire à un agent'
        : 'Écrire à un client',
  writeTitle: 'Nouveau message',
  recipientKind: 'Écrire à',
  recipientKinds: { client: 'Un client', agent: 'Un agent' },
  recipientSearch: 'Nom du destinataire',
  recipientSearchButton: 'Chercher',
  recipients: 'Destinataire',
  noRecipient: 'Aucun résultat pour ce nom.',
  searchFirst: 'Cherchez le destinataire par son nom, puis choisissez-le.',
  recipientRequired: 'Choisissez le destinataire du message.',
  searchTooShort: 'Saisissez au moins 2 lettres du nom.',
  searchError: 'La recherche n’a pas abouti. Réessayez.',
} as const;
