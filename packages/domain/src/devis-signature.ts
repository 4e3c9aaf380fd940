import { ALLOWED, refuse, type RuleResult } from './refusals.ts';
import type { DevisStatut } from './statuts.ts';

/*
 * What may happen to a quote (devis) in each state: signing it online, sending it for signature,
 * attaching a copy signed on paper, deleting it. The API refuses with these results, and a screen
 * may ask the same question before it offers the button.
 */

/** The state of a quote as these rules read it: its status and when its signature window ends. */
export interface DevisState {
  statut: DevisStatut;
  /** End of the signature window of a sent quote; absent when the status is already effective. */
  expiresAt?: Date | null;
}

/** A sent quote whose signature window has passed is expired, whatever its stored status says. */
export function effectiveDevisStatut(devis: DevisState, now: Date): DevisStatut {
  return devis.statut === 'en_attente_signature' &&
    devis.expiresAt &&
    devis.expiresAt.getTime() <= now.getTime()
    ? 'expire'
    : devis.statut;
}

const EXPIRED = refuse(
  'DEVIS_EXPIRED',
  'Ce devis a expiré : demandez-nous de vous en renvoyer un.',
);
const ALREADY_SIGNED = refuse('ALREADY_SIGNED', 'Ce devis est déjà signé.');

/** Only a quote sent for signature, still within its window, can be signed online. */
export function checkDevisSignable(devis: DevisState, now: Date): RuleResult {
  switch (effectiveDevisStatut(devis, now)) {
    case 'en_attente_signature':
      return ALLOWED;
    case 'signe':
      return ALREADY_SIGNED;
    case 'annule':
      return refuse('DEVIS_CANCELLED', 'Ce devis a été annulé : il ne peut plus être signé.');
    case 'refuse':
      return refuse('DEVIS_REFUSED', 'Ce devis a été refusé : il ne peut plus être signé.');
    case 'expire':
      return EXPIRED;
    case 'brouillon':
      return refuse('DEVIS_NOT_SENT', "Ce devis n'a pas encore été envoyé pour signature.");
  }
}

/**
 * A draft, a quote waiting for its signature, or (by the back office only, who renews its window)
 * an expired one can be sent for signature; a signed, cancelled or refused one cannot.
 */
export function checkDevisSendable(
  devis: DevisState,
  now: Date,
  by: { isBackOffice: boolean },
): RuleResult {
  const statut = effectiveDevisStatut(devis, now);
  if (statut === 'signe') return ALREADY_SIGNED;
  const reason = "Ce devis n'est plus valable : il ne peut pas être envoyé.";
  if (statut === 'annule') return refuse('DEVIS_CANCELLED', reason);
  if (statut === 'refuse') return refuse('DEVIS_REFUSED', reason);
  if (statut === 'expire' && !by.isBackOffice) return EXPIRED;
  return ALLOWED;
}

/** A copy signed on paper may be attached to any quote not signed, cancelled or refused yet. */
export function checkDevisPaperSignable(devis: DevisState, now: Date): RuleResult {
  const statut = effectiveDevisStatut(devis, now);
  if (statut === 'signe') return ALREADY_SIGNED;
  if (statut === 'annule') return refuse('DEVIS_CANCELLED', "Ce devis n'est plus valable.");
  if (statut === 'refuse') return refuse('DEVIS_REFUSED', "Ce devis n'est plus valable.");
  return ALLOWED;
}

/** A signed quote is evidence of a contract: it is never deleted. */
export function checkDevisDeletable(devis: DevisState): RuleResult {
  return devis.statut === 'signe'
    ? refuse('ALREADY_SIGNED', 'Un devis signé ne peut pas être supprimé.')
    : ALLOWED;
}
