/** Every text of the agency's settings screen (/admin/parametres), in French. */
export const PARAMETRES_TEXT = {
  title: 'Paramètres de l’agence',
  intro:
    'Ce que l’agence règle elle-même : son identité (imprimée sur les devis, factures et contrats), ses tarifs et ses règles. Chaque modification est inscrite au journal.',
  loadError: 'Les paramètres n’ont pas pu être chargés.',
  retry: 'Réessayer',
  tabs: { identite: 'Identité', tarifs: 'Tarifs', regles: 'Règles', journal: 'Journal' },
  saved: 'Modifications enregistrées.',
  save: 'Enregistrer',
  formInvalid: 'Certains champs sont invalides : corrigez-les avant d’enregistrer.',
  identite: {
    legend: 'Identité de l’agence',
    bank: 'Coordonnées bancaires',
    declaration: 'Déclaration de services à la personne',
    placeholders: {
      capital: '10 000 €',
      rcs: 'RCS Paris 912 345 678',
      siret: '912 345 678 00003',
      tva: 'FR32912345678',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
    },
    required: 'Ce champ est obligatoire.',
    siret:
      'SIRET invalide : 14 chiffres attendus, dont le dernier est une clé de contrôle (vérifiez la saisie).',
    iban: 'IBAN invalide : vérifiez la saisie (la clé de contrôle ne correspond pas ou le format est faux).',
    bic: 'BIC invalide : 8 ou 11 caractères (ex. AGRIFRPPXXX).',
    tva: 'Numéro de TVA intracommunautaire invalide : FR, une clé de 2 caractères et les 9 chiffres du SIREN.',
    firstValues:
      'Tant que rien n’est enregistré, ces valeurs viennent de la configuration du serveur (variables AGENCY_*).',
  },
  logo: {
    label: 'Logo',
    help: 'PNG ou JPEG, 1 Mo au plus. Imprimé en haut des devis, factures et contrats.',
    choose: 'Choisir un logo',
    none: 'Aucun logo',
    preview: 'Logo actuel de l’agence',
    tooLarge: 'Le logo dépasse 1 Mo.',
    wrongType: 'Le logo doit être une image PNG ou JPEG.',
    uploaded: 'Logo enregistré.',
  },
  tarifs: {
    intro:
      'Tarifs horaires TTC. Une nouvelle grille s’applique aux estimations et devis faits à partir de son premier jour ; un devis garde les tarifs avec lesquels il a été fait.',
    inForce: (since: string | null) =>
      since
        ? `Grille en vigueur depuis le ${since}`
        : 'Grille en vigueur : les tarifs par défaut de Maisonnée',
    next: (from: string) => `Prochaine grille à partir du ${from}`,
    gridFrom: (from: string) => `Grille à partir du ${from}`,
    scheduled: 'Grilles programmées',
    history: 'Grilles enregistrées',
    none: 'Aucune grille enregistrée : les tarifs par défaut de Maisonnée s’appliquent.',
    service: 'Prestation',
    recurrent: 'Récurrent',
    ponctuel: 'Ponctuel',
    semaine: 'Semaine',
    weekend: 'Week-end et jours fériés',
    weekendNote: 'Tarifs horaires TTC ; « week-end » : samedis, dimanches et jours fériés.',
    newGrid: 'Nouvelle grille',
    from: 'Nouvelle grille à partir du',
    fromHelp: 'Aujourd’hui ou plus tard. Une grille déjà en vigueur ne change plus.',
    save: 'Programmer cette grille',
    delete: (from: string) => `Supprimer la grille du ${from}`,
    deleted: 'Grille supprimée.',
    saved: (from: string) => `Grille enregistrée à partir du ${from}.`,
    price: (service: string, mode: string, day: string) =>
      `${service}, ${mode}, ${day} (€ TTC de l’heure)`,
    statut: { passee: 'Remplacée', en_vigueur: 'En vigueur', programmee: 'Programmée' },
    dateRequired: 'Choisissez le premier jour de la grille.',
    datePast: 'La grille commence aujourd’hui ou plus tard.',
    savedBy: (name: string | null) => (name ? `enregistrée par ${name}` : ''),
  },
  regles: {
    intro: 'Les règles que l’agence fixe ; chaque valeur reste dans ses bornes.',
    bounds: (min: number, max: number, unit: string) => `De ${min} à ${max} ${unit}.`,
    /** The invoice reminders (issue 27): « 7, 15, 30 ». */
    relancesFactures: (count: number, min: number, max: number) =>
      `Jours après l’échéance, séparés par des virgules, en croissant : ${count} relances au plus, de ${min} à ${max} jours. Après la dernière, une tâche s’ouvre dans le cockpit.`,
    /** The sales journal's accounts (issue 28). */
    comptes: 'Comptes comptables du journal des ventes',
    comptesHelp:
      'Utilisés par l’export « Journal des ventes » : ventes (70…) et TVA collectée (4457…) par taux, clients et tiers payeurs (41…). De 3 à 12 chiffres.',
  },
  journal: {
    empty: 'Aucune modification enregistrée pour l’instant.',
    error: 'Le journal n’a pas pu être chargé.',
    when: 'Quand',
    who: 'Qui',
    what: 'Quoi',
    areas: { parametres: 'Paramètres', tarifs: 'Tarifs' } as Record<string, string>,
  },
} as const;
