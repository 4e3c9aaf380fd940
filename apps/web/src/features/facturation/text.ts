/** French texts of the planned-billing screen (facturation-planifies-modal). */
export const FACTURATION_TEXT = {
  title: 'Facturation planifiée',
  description:
    'Voici ce que coûteront, mois par mois, les interventions de la proposition de planning que vous avez acceptée.',
  empty:
    'Aucune facturation planifiée : vous n’avez pas encore accepté de proposition de planning.',
  signInNeeded:
    'Ce lien n’est plus valable. Pour protéger vos montants, la facturation planifiée ne s’ouvre plus par un lien seul : connectez-vous à votre espace client pour la voir.',
  signIn: 'Me connecter pour voir ma facturation',
  unknownScenario:
    'Ce lien ne désigne aucune proposition de planning. Ouvrez le lien reçu par e-mail, ou connectez-vous pour voir la facturation de votre proposition acceptée.',
  choose: 'Proposition acceptée',
  scenarioOption: (titre: string, from: string) => `${titre} (à partir du ${from})`,
  billingOf: (titre: string) => `Facturation de « ${titre} »`,
  periodRecurring: (from: string, to: string) => `Interventions du ${from} au ${to}`,
  periodOneOff: (from: string, to: string) =>
    from === to ? `Intervention du ${from}` : `Interventions du ${from} au ${to}`,
  prices: (weekday: string, weekend: string) =>
    `Tarif : ${weekday} TTC de l’heure en semaine, ${weekend} TTC le samedi, le dimanche et les jours fériés.`,
  notAccepted:
    'Cette proposition n’est pas acceptée : voici ce qu’elle coûterait si vous l’acceptiez.',
  monthsLabel: 'Montants mois par mois',
  columns: {
    mois: 'Mois',
    interventions: 'Interventions',
    heures: 'Heures en semaine',
    heuresWeekend: 'Heures le week-end et jours fériés',
    montant: 'Montant TTC',
    credit: 'Crédit d’impôt (50 %)',
    reste: 'Reste à votre charge',
  },
  total: 'Total',
  totalLine: (amount: string) => `Total : ${amount} TTC`,
  afterCredit: (amount: string) => `Après crédit d’impôt de 50 % : ${amount}`,
  noMonth: 'Aucune intervention à facturer sur la période de cette proposition.',
  hours: (hours: number) => `${hours.toLocaleString('fr-FR')} h`,
  loadError:
    'La facturation planifiée ne peut pas être chargée pour le moment. Réessayez dans un instant.',
  retry: 'Réessayer',
} as const;

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03` → `mars 2026`; the text as is when it is not a month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
