/** Every text of the agent profiles (issue 25, point 3), in one place. */
export const INTERVENANTS_TEXT = {
  profil: {
    title: (nom: string) => `Profil de ${nom}`,
    photoAlt: (nom: string) => `Photo de ${nom}`,
    back: 'Retour à mes missions',
    presentation: 'Présentation',
    noPresentation: 'Cet intervenant n’a pas encore écrit sa présentation.',
    services: 'Services',
    competences: 'Compétences',
    langues: 'Langues parlées',
    experience: 'Expérience',
    experienceAnnees: (n: number) => (n > 1 ? `${n} ans d’expérience` : `${n} an d’expérience`),
    serviceAnnees: (label: string, n: number | null) =>
      n ? `${label} (${n} an${n > 1 ? 's' : ''})` : label,
    noExperience: 'Non renseignée.',
    avis: 'Derniers avis des familles',
    noAvis: 'Pas encore d’avis.',
    avisDe: (auteur: string, date: string) => `${auteur}, le ${date}`,
    notFound: 'Cet intervenant n’a été ni planifié ni proposé chez vous.',
    error: 'Erreur lors de la récupération du profil de l’intervenant',
  },
  note: {
    label: (note: number, nb: number) =>
      `Note moyenne : ${String(note).replace('.', ',')} sur 5 (${nb} avis)`,
    none: 'Pas encore noté',
    single: (note: number) => `Note : ${note} sur 5`,
  },
  preference: {
    prefere: 'Intervenant préféré',
    prefereHint: 'L’agence vous le proposera en priorité.',
    prefereDone: 'Intervenant marqué comme préféré.',
    prefereRemoved: 'Intervenant retiré de vos préférés.',
    ecarter: 'Ne plus me proposer cet intervenant',
    ecarteBadge: 'Vous avez demandé à ne plus le recevoir',
    ecarteHint:
      'L’agence ne vous le proposera plus et le remplacera sur vos interventions à venir. L’intervenant n’est pas prévenu.',
    annulerEcarte: 'Pouvoir de nouveau recevoir cet intervenant',
    annulerDone: 'L’agence pourra de nouveau vous proposer cet intervenant.',
    confirmTitle: 'Ne plus recevoir cet intervenant ?',
    confirmText: (prenom: string) =>
      `L’agence ne vous proposera plus ${prenom} et le remplacera sur vos interventions à venir. ${prenom} n’en sera pas informé(e).`,
    motif: 'Pourquoi ? (facultatif, lu par l’agence seulement)',
    confirm: 'Ne plus me le proposer',
    ecarteDone: 'C’est noté : l’agence est prévenue.',
  },
  liste: {
    title: 'Mes intervenants',
    empty: 'Aucun intervenant n’a encore été planifié chez vous.',
    planifie: 'Déjà venu(e) ou planifié(e)',
    propose: 'Proposé(e)',
    voir: (nom: string) => `Voir le profil de ${nom}`,
  },
  monProfil: {
    title: 'Mon profil d’intervenant',
    intro:
      'Ce que vous écrivez ici est lu par les familles chez qui vous êtes planifié ou proposé. Votre nom n’y apparaît qu’avec son initiale ; votre adresse et votre téléphone n’y figurent jamais.',
    presentation: 'Présentation',
    presentationHint: (n: number, max: number) => `${n} / ${max} caractères`,
    langues: 'Langues parlées',
    languesHint: 'Tapez une langue puis Entrée.',
    experience: 'Expérience',
    experienceHint: 'Vos expériences auprès des familles, en quelques lignes.',
    save: 'Enregistrer',
    saved: 'Votre profil est enregistré.',
    apercu: 'Ce que voient les familles',
    error: 'Erreur lors de la récupération de votre profil',
  },
} as const;
