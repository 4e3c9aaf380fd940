import { formatEuros } from '../../lib/format.ts';

/** French text of the payment screens. */
export const PAIEMENT_TEXT = {
  methods: {
    title: 'Moyens de paiement',
    loading: 'Chargement des moyens de paiement…',
    empty:
      'Aucun moyen de paiement enregistré. Ajoutez une carte ou un prélèvement SEPA pour que vos factures soient réglées automatiquement.',
    isDefault: 'Par défaut',
    setDefault: 'Choisir par défaut',
    setDefaultLabel: (name: string) => `Choisir ${name} par défaut`,
    remove: 'Retirer',
    removeLabel: (name: string) => `Retirer ${name}`,
    removeTitle: 'Retirer ce moyen de paiement ?',
    removeBody: (name: string) =>
      `${name} ne sera plus utilisé pour régler vos factures. Vous pourrez en ajouter un autre à tout moment.`,
    removeConfirm: 'Retirer',
    removed: 'Moyen de paiement retiré.',
    defaultSet: 'Moyen de paiement par défaut enregistré.',
    addCard: 'Ajouter une carte',
    addSepa: 'Ajouter un prélèvement SEPA',
    card: (brand: string | null, last4: string) => `${brandLabel(brand)} •••• ${last4}`,
    sepa: (bank: string | null, last4: string) =>
      `Prélèvement SEPA${bank ? ` ${bank}` : ''} •••• ${last4}`,
    expires: (month: number, year: number) =>
      `Expire fin ${String(month).padStart(2, '0')}/${year}`,
    removeConflict:
      'Ce moyen de paiement ne peut pas être retiré : c’est le dernier et une mission est en cours. Ajoutez-en un autre d’abord.',
  },
  add: {
    titleCard: 'Ajouter une carte bancaire',
    titleSepa: 'Ajouter un prélèvement SEPA',
    loading: 'Chargement du formulaire de paiement sécurisé…',
    hint: 'Vos coordonnées bancaires sont saisies dans le formulaire sécurisé de Stripe ; elles ne sont jamais conservées par Maisonnée.',
    submit: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Moyen de paiement enregistré.',
    stripeError:
      'Le moyen de paiement n’a pas pu être vérifié. Vérifiez les informations saisies puis réessayez.',
    loadError:
      'Le formulaire de paiement sécurisé n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.',
  },
  virement: {
    title: 'Payer par virement',
    offline:
      'Le paiement en ligne n’est pas disponible pour le moment. Vous pouvez régler vos factures par virement bancaire avec les coordonnées ci-dessous.',
    titulaire: 'Titulaire du compte',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Référence à indiquer',
    copy: 'Copier',
    copyLabel: (what: string) => `Copier ${what}`,
    copied: 'Copié',
    loading: 'Chargement des coordonnées bancaires…',
  },
  pay: {
    button: 'Payer maintenant',
    title: 'Payer cette facture ?',
    amount: (amount: number) => `Montant : ${formatEuros(amount)}`,
    method: (label: string) => `Moyen de paiement : ${label}`,
    noMethod: 'Aucun moyen de paiement par défaut.',
    confirm: 'Payer',
    pending: 'Paiement en cours… Vous pouvez quitter cette page, la facture sera mise à jour.',
    success: 'Paiement réussi. Merci !',
    failed: 'Le paiement a échoué.',
    needMethod:
      'Ajoutez un moyen de paiement pour régler cette facture en ligne : rendez-vous dans la section « Moyens de paiement » ci-dessous.',
    needMethodLink: 'Aller aux moyens de paiement',
  },
  errors: {
    generic: 'Une erreur inattendue est survenue. Réessayez dans un instant.',
  },
} as const;

/** The id of the payment methods section, for links that point to it. */
export const PAYMENT_METHODS_ANCHOR = 'moyens-de-paiement';
/** The page that shows the client's payment methods (the /documents route). */
export const PAYMENT_METHODS_PATH = '/documents';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'CB',
  discover: 'Discover',
  diners: 'Diners',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people read it ('Carte' when unknown). */
export function brandLabel(brand: string | null): string {
  if (!brand) return 'Carte';
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** A saved method as people read it: « Visa •••• 4242 », « Prélèvement SEPA •••• 3000 ». */
export function methodLabel(method: {
  type: 'card' | 'sepa_debit';
  brand: string | null;
  last4: string;
}): string {
  return method.type === 'card'
    ? PAIEMENT_TEXT.methods.card(method.brand, method.last4)
    : PAIEMENT_TEXT.methods.sepa(method.brand, method.last4);
}
