import { RELEVE_STATUT_LABELS } from '@maisonnee/domain';

/** French texts of the monthly timesheet (relevé d'heures). */
export const RELEVE_TEXT = {
  title: 'Relevé d’heures',
  intro:
    'Les heures réellement faites chez vous ce mois-ci, d’après l’arrivée et le départ pointés par l’intervenant. Vérifiez-les avant la facture.',
  month: 'Mois du relevé',
  monthOption: (label: string, toConfirm: number) =>
    toConfirm > 0 ? `${label} (${toConfirm} à confirmer)` : label,
  empty:
    'Aucun relevé d’heures pour le moment : il apparaît à la fin de chaque mois d’interventions.',
  noLine: 'Aucune intervention ce mois-ci.',
  loadError:
    'Le relevé d’heures ne peut pas être chargé pour le moment. Réessayez dans un instant.',
  /** `deadline` as `formatDeadline` writes it: « jusqu'au 5 décembre 2026 inclus ». */
  deadline: (deadline: string) =>
    `À confirmer ${deadline} ; sans réponse, les heures seront confirmées.`,
  deadlinePassed: (deadline: string) =>
    `Le délai de réponse est passé (${deadline}) : les heures sans réponse sont confirmées.`,
  linesLabel: 'Interventions du mois',
  columns: {
    date: 'Date',
    agent: 'Intervenant',
    prevu: 'Prévu',
    realise: 'Pointé',
    heures: 'Heures faites',
    statut: 'Statut',
    actions: 'Actions',
  },
  noCheck: 'non pointé',
  overrun: (duration: string) => `Dépassement de ${duration}`,
  retained: (duration: string) => `Retenu par l’agence : ${duration}`,
  agencyNote: (note: string) => `Note de l’agence : ${note}`,
  yourReason: (motif: string) => `Votre signalement : ${motif}`,
  total: (duration: string) => `Total du mois : ${duration}`,
  confirmAll: 'Tout confirmer',
  confirmed: 'Merci, vos heures sont confirmées.',
  nothingToConfirm: 'Toutes les heures de ce mois ont reçu une réponse.',
  invoiced: 'Ce mois est facturé : le relevé ne peut plus changer.',
  contest: 'Signaler une erreur',
  contestTitle: (date: string) => `Signaler une erreur sur l’intervention du ${date}`,
  reason: 'Ce qui ne va pas',
  reasonHint: 'Par exemple : l’intervenante est partie à 16 h 30, pas à 17 h.',
  reasonRequired: 'Dites-nous ce qui ne va pas.',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  contested: 'Votre signalement est envoyé : l’agence revient vers vous.',
  depassements: 'Dépassements acceptés',
  depassement: (hours: string, date: string) => `${hours} en plus, accepté le ${date}`,
  statut: RELEVE_STATUT_LABELS,
} as const;
