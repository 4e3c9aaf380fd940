import { DEVIS_STATUT_LABELS } from '@maisonnee/domain';

/** French texts of the quotes (on /documents). */
export const DEVIS_TEXT = {
  title: 'Mes devis',
  empty: 'Vous n’avez pas encore de devis.',
  loadError: 'Impossible de charger vos devis.',
  statut: DEVIS_STATUT_LABELS,
  open: (reference: string) => `Voir le devis ${reference}`,
  issued: (date: string) => `Émis le ${date}`,
  validUntil: (date: string) => `valable jusqu’au ${date}`,
  back: 'Retour à la liste des devis',
  detailTitle: (reference: string) => `Devis ${reference}`,
  lines: 'Prestations',
  hours: (weekday: string, weekend: string) =>
    `${weekday} h en semaine, ${weekend} h le week-end ou jour férié`,
  totalTTC: 'Total TTC',
  perWeek: 'par semaine',
  monthly: 'Moyenne mensuelle TTC',
  afterCredit: 'Après crédit d’impôt de 50 % (estimation)',
  insurer: {
    title: (nom: string) => `Prise en charge par ${nom}`,
    covered: (h: string, per: string) => `${h} h payées par la mutuelle${per}`,
    client: (h: string, per: string) => `${h} h à votre charge${per}`,
    balance: (h: string, weeks: number | null) =>
      `Heures accordées restantes à la date du devis : ${h} h` +
      (weeks === null ? '.' : `, soit ${weeks} semaine(s) complète(s) couvertes.`),
  },
  readPdf: 'Lire le devis (PDF)',
  sign: {
    title: 'Signer le devis',
    intro: 'Lisez le devis, puis acceptez les conditions et écrivez votre nom pour le signer.',
    consent: (version: string) =>
      `J’ai lu le devis et j’accepte les conditions générales (version ${version}).`,
    name: 'Nom et prénom du signataire',
    submit: 'Signer le devis',
    consentRequired: 'Vous devez accepter les conditions.',
    nameRequired: 'Écrivez votre nom pour signer.',
    done: 'Votre devis est signé. Merci !',
  },
  signedOn: (date: string, name: string) => `Signé le ${date} par ${name}`,
  notSignable: 'Ce devis ne peut plus être signé.',
  /** Title of the warning shown when the first visit starts within the lead time. */
  demarrageProche: 'Intervenant non garanti',
  downloadSigned: 'Télécharger le devis signé (PDF)',
  recall: {
    title: 'Une question sur ce devis ?',
    when: 'Quand préférez-vous être appelé ? (facultatif)',
    button: 'Être rappelé',
    done: 'Votre demande est envoyée : un conseiller vous rappelle rapidement.',
  },
} as const;
