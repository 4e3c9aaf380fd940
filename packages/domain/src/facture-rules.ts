import { ALLOWED, refuse, type RuleResult } from './refusals.ts';
import { eurosToCents, resteDuCentimes } from './reglements.ts';
import type { FactureNature, FactureStatut, ReleveStatut } from './statuts.ts';

/*
 * What may happen to an invoice (facture) or a credit note (avoir) in each state, and which
 * timesheet lines may be billed (docs/facturation.md). A draft (brouillon) is edited, issued or
 * cancelled; once issued (numbered, its PDF stored) an invoice is frozen: it is sent, paid or
 * credited, never edited. The API refuses with these results; a screen asks the same question
 * before it offers the button.
 */

/** The state of an invoice as these rules read it. */
export interface FactureState {
  nature: FactureNature;
  statut: FactureStatut;
  /** Given when the invoice is issued; null while a draft (and for a cancelled draft). */
  numero: string | null;
}

/** The amounts a payment rule reads, euros TTC. */
export interface FactureAmounts {
  montant_ttc: number;
  montant_paye: number;
  /** What its credit notes take off, euros (positive); none when absent. */
  avoirs_ttc?: number;
}

/** A draft, not numbered yet: the only state in which an invoice changes. */
export const isFactureDraft = (facture: Pick<FactureState, 'statut'>) =>
  facture.statut === 'brouillon';

/** Numbered and out of the draft state: frozen for good (a credit note corrects it). */
export const isFactureIssued = (facture: Pick<FactureState, 'statut' | 'numero'>) =>
  !isFactureDraft(facture) && facture.numero !== null;

/**
 * What is left to pay on an invoice, to the cent, never below zero: its amount less its credit
 * notes and the payments set against it (the ledger's rule, `resteDuCentimes`).
 */
export const factureResteDu = (facture: FactureAmounts) =>
  resteDuCentimes({
    montant_centimes: eurosToCents(facture.montant_ttc),
    avoirs_centimes: eurosToCents(facture.avoirs_ttc ?? 0),
    regle_centimes: eurosToCents(facture.montant_paye),
  }) / 100;

/** 'en_retard' when issued or sent, not fully paid and past its due date. */
export function effectiveFactureStatut(
  facture: Pick<FactureState, 'nature' | 'statut'> & FactureAmounts & { dueAt: Date | null },
  now: Date,
): FactureStatut {
  return facture.nature === 'facture' &&
    (facture.statut === 'emise' || facture.statut === 'envoyee') &&
    facture.montant_paye < facture.montant_ttc &&
    facture.dueAt !== null &&
    facture.dueAt.getTime() < now.getTime()
    ? 'en_retard'
    : facture.statut;
}

const FROZEN = refuse('FACTURE_FROZEN', 'Une facture émise ne se modifie pas : émettez un avoir.');

/** Only a draft is issued (« Générer la facture »), once. */
export function checkFactureIssuable(facture: Pick<FactureState, 'statut'>): RuleResult {
  return isFactureDraft(facture)
    ? ALLOWED
    : refuse('FACTURE_ALREADY_ISSUED', 'Cette facture est déjà émise.');
}

/** Issuing a month at once (issue 27): a draft with no line or no amount is not an invoice. */
export function checkFactureHasAmount(facture: {
  montant_ttc: number;
  nb_lignes: number;
}): RuleResult {
  return facture.nb_lignes > 0 && facture.montant_ttc > 0
    ? ALLOWED
    : refuse('FACTURE_EMPTY', "Ce brouillon n'a rien à facturer (aucune ligne ou un montant nul).");
}

/** Lines, due date or cancellation: a draft's only. */
export function checkFactureEditable(facture: Pick<FactureState, 'statut'>): RuleResult {
  return isFactureDraft(facture) ? ALLOWED : FROZEN;
}

/**
 * Recording a payment by hand (a transfer received): on an issued invoice, not on a credit note
 * nor a cancelled invoice.
 */
export function checkFacturePaymentRecordable(
  facture: Pick<FactureState, 'nature' | 'statut'>,
): RuleResult {
  if (isFactureDraft(facture))
    return refuse(
      'FACTURE_NOT_ISSUED',
      "Une facture planifiée n'est pas encore à payer : émettez-la d'abord.",
    );
  return facture.nature === 'facture' && facture.statut !== 'annulee' ? ALLOWED : FROZEN;
}

/** A change asked of an invoice by accounting (`factures/update`). */
export interface FactureChange {
  statut?: FactureStatut | undefined;
  date_echeance?: string | undefined;
  lignes?: readonly unknown[] | undefined;
  montant_paye?: number | undefined;
}

/**
 * A draft takes new lines, a due date or its cancellation, but is issued only through its own
 * call; an issued invoice takes only its payment (an amount, or « payée » when paid in full).
 */
export function checkFactureUpdate(
  facture: FactureState & FactureAmounts,
  change: FactureChange,
): RuleResult {
  if (isFactureDraft(facture)) {
    if (change.montant_paye !== undefined) return checkFacturePaymentRecordable(facture);
    if (change.statut !== undefined && change.statut !== 'brouillon' && change.statut !== 'annulee')
      return refuse(
        'DRAFT_STATUT_REFUSED',
        "Une facture planifiée s'émet par « Générer la facture ».",
      );
    return ALLOWED;
  }
  const onlyPayment =
    change.lignes === undefined &&
    change.date_echeance === undefined &&
    (change.statut === undefined || change.statut === 'payee') &&
    (change.montant_paye !== undefined || change.statut === 'payee');
  if (!onlyPayment) return FROZEN;
  const recordable = checkFacturePaymentRecordable(facture);
  if (!recordable.ok) return recordable;
  const paye = change.montant_paye ?? facture.montant_ttc;
  if (change.statut === 'payee' && paye < facture.montant_ttc)
    return refuse('FACTURE_NOT_FULLY_PAID', "La facture n'est pas payée en entier.");
  return ALLOWED;
}

/** A credit note corrects an issued invoice not cancelled yet (by earlier credit notes). */
export function checkFactureCreditable(facture: FactureState): RuleResult {
  if (facture.nature !== 'facture' || !isFactureIssued(facture))
    return refuse('AVOIR_NEEDS_ISSUED_FACTURE', 'Un avoir corrige une facture émise.');
  if (facture.statut === 'annulee')
    return refuse('FACTURE_CANCELLED', 'Cette facture est déjà annulée.');
  return ALLOWED;
}

/**
 * A credit note takes at most what is left to credit on its invoice (`remaining`, its amount
 * less the earlier credit notes). `euros` writes the amount as the caller's documents do.
 */
export function checkAvoirAmount(
  amount: number,
  remaining: number,
  euros: (amount: number) => string,
): RuleResult {
  return remaining <= 0 || amount > remaining
    ? refuse(
        'AVOIR_EXCEEDS_BALANCE',
        `Le montant de l'avoir dépasse ce qui reste à créditer sur la facture (${euros(Math.max(remaining, 0))}).`,
        { reste_ttc: Math.max(remaining, 0) },
      )
    : ALLOWED;
}

/** Only an issued invoice (or credit note) is mailed. */
export function checkFactureSendable(facture: Pick<FactureState, 'statut' | 'numero'>): RuleResult {
  return isFactureIssued(facture)
    ? ALLOWED
    : refuse('FACTURE_NOT_ISSUED', "Une facture planifiée ne s'envoie pas : émettez-la d'abord.");
}

/** States in which an invoice still waits for its money. */
export const PAYABLE_FACTURE_STATUTS: readonly FactureStatut[] = ['emise', 'envoyee', 'en_retard'];

/** An issued invoice (not a credit note) with something left to pay can be charged. */
export function checkFacturePayable(
  facture: Pick<FactureState, 'nature' | 'statut'> & FactureAmounts,
): RuleResult {
  if (facture.nature !== 'facture') return refuse('AVOIR_NOT_PAYABLE', 'Un avoir ne se paie pas.');
  if (isFactureDraft(facture))
    return refuse('FACTURE_NOT_ISSUED', "Cette facture n'est pas encore émise.");
  if (!PAYABLE_FACTURE_STATUTS.includes(facture.statut) || factureResteDu(facture) <= 0)
    return refuse('FACTURE_ALREADY_PAID', 'Cette facture est déjà réglée.');
  return ALLOWED;
}

// ---------------------------------------------------------------------------------------------
// Hours to bill: the lines of the monthly timesheet (docs/releves.md).

/** Timesheet lines an invoice may bill: confirmed by the client, by the deadline, or corrected. */
export const BILLABLE_RELEVE_STATUTS: readonly ReleveStatut[] = [
  'confirme',
  'confirme_auto',
  'corrige',
];

export const isReleveLigneBillable = (statut: ReleveStatut) =>
  BILLABLE_RELEVE_STATUTS.includes(statut);

/** A line still waiting for the client (to confirm) or for the agency (contested). */
export const isReleveLignePending = (statut: ReleveStatut) =>
  statut === 'a_confirmer' || statut === 'conteste';

/**
 * A draft is priced from confirmed hours only, and waits while some hours of the period are
 * still to confirm or contested.
 */
export function checkHoursBillable(hours: { lines: number; pending: number }): RuleResult {
  if (hours.lines === 0)
    return refuse('NO_HOURS_TO_BILL', 'Aucune heure confirmée à facturer pour cette période.');
  if (hours.pending > 0)
    return refuse(
      'HOURS_PENDING',
      'Des heures de cette période restent à confirmer ou sont contestées : la facture attendra.',
    );
  return ALLOWED;
}
