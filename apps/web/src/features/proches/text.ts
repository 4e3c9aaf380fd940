/** The French texts of a family's relatives and of the relative's follow-up (docs/proches.md). */
export const PROCHES_TEXT = {
  page: {
    title: 'Mes proches',
    intro:
      'Invitez un proche (un enfant, un voisin…) à suivre votre foyer depuis son téléphone. Il reçoit un e-mail pour créer son accès.',
    noClient: 'La gestion des proches est réservée aux familles clientes.',
    loadError: 'Erreur lors de la récupération de vos proches.',
  },
  rights: {
    title: 'Ce que voit un proche',
    can: [
      'le planning des visites, et leur déroulement (intervenant en route, arrivé, visite terminée)',
      'le cahier de liaison de vos missions, où il peut écrire',
      'les notifications du foyer sur les visites et le cahier',
    ],
    cannot:
      'Il ne peut ni signer un devis, ni payer, ni modifier vos missions, vos documents ou votre compte. Vous retirez son accès quand vous voulez : il le perd aussitôt.',
  },
  form: {
    title: 'Inviter un proche',
    email: 'Adresse e-mail',
    prenom: 'Prénom',
    nom: 'Nom (facultatif)',
    lien: 'Lien avec vous (facultatif)',
    lienPlaceholder: 'fille, fils, voisin…',
    submit: 'Envoyer l’invitation',
    required: 'Ce champ est obligatoire.',
    invited: (email: string) => `Invitation envoyée à ${email}.`,
  },
  list: {
    title: 'Vos proches',
    empty: 'Vous n’avez pas encore invité de proche.',
    statut: {
      invited: 'Invitation envoyée',
      active: 'Suit votre foyer',
      revoked: 'Accès retiré',
    },
    invitedOn: (date: string) => `Invité le ${date}`,
    revokedOn: (date: string) => `Accès retiré le ${date}`,
    resend: 'Renvoyer l’invitation',
    resendLabel: (name: string) => `Renvoyer l’invitation à ${name}`,
    resent: (email: string) => `Invitation renvoyée à ${email}.`,
  },
  removal: {
    remove: 'Retirer l’accès',
    removeLabel: (name: string) => `Retirer l’accès de ${name}`,
    removeTitle: 'Retirer l’accès de ce proche ?',
    removeConfirm: 'Retirer l’accès',
    removed: 'Accès retiré : votre proche ne voit plus votre foyer.',
    confirmBody: (name: string) =>
      `${name} ne verra plus vos visites ni votre cahier de liaison, et ne recevra plus vos notifications, dès maintenant. Vous pourrez l’inviter de nouveau plus tard.`,
  },
  suivi: {
    title: 'Suivi de mes proches',
    intro:
      'Les visites prévues chez vos proches et leur déroulement. Vous pouvez lire et écrire dans le cahier de liaison ; la famille garde la main sur le reste.',
    loadError: 'Erreur lors de la récupération du suivi.',
    aVenir: 'Prochaines visites',
    recentes: 'Visites récentes',
    noneAVenir: 'Aucune visite prévue pour le moment.',
    noneRecentes: 'Aucune visite ces 14 derniers jours.',
    cahiers: 'Cahiers de liaison',
    cahierLink: (service: string) => `Cahier de liaison — ${service}`,
    notifications: 'Voir les notifications',
    intervenant: (name: string) => `avec ${name}`,
    sansIntervenant: 'intervenant à confirmer',
    etat: {
      planifiee: 'Prévue',
      en_route: 'En route',
      arrivee: 'Intervenant arrivé',
      terminee: 'Terminée',
      annulee: 'Annulée',
    },
    arriveeVers: (heure: string) => `arrivée prévue vers ${heure}`,
  },
} as const;
