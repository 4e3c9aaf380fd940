/** Every French sentence of the account screen. */
export const ACCOUNT_TEXT = {
  title: 'Mon compte',
  hello: (name: string) => `Bonjour ${name}`,
  choose: 'Choisissez l’espace dans lequel vous souhaitez continuer.',
  spaces: {
    client: {
      title: 'Espace client',
      description: 'Vos besoins, devis, missions, factures et documents.',
      shortcut: { to: '/missions', label: 'Mes missions et mon agenda' },
    },
    intervenant: {
      title: 'Espace intervenant',
      description: 'Vos interventions, congés, absences et documents.',
      /** The agent space (issue 5) lives under /account. */
      shortcut: { to: '/account/agent', label: 'Mes interventions et mon pointage' },
    },
    proche: {
      title: 'Espace proche',
      description:
        'Les visites, le cahier de liaison et les notifications du foyer que vous suivez.',
      shortcut: { to: '/suivi', label: 'Suivre les visites' },
    },
  },
  backOffice: {
    title: 'Back-office',
    description: 'Le cockpit de l’agence : clients, devis, planning.',
    open: 'Ouvrir le cockpit',
  },
  open: (space: string) => `Ouvrir mon ${space.toLowerCase()}`,
  none: 'Aucun espace n’est encore ouvert sur ce compte. Notre équipe vous contactera très vite.',
  memberSince: (date: string) => `Membre depuis le ${date}`,
} as const;
