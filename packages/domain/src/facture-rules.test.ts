import { describe, expect, it } from 'vitest';
import {
  checkAvoirAmount,
  checkFactureCreditable,
  checkFactureEditable,
  checkFactureIssuable,
  checkFacturePayable,
  checkFacturePaymentRecordable,
  checkFactureSendable,
  checkFactureUpdate,
  checkHoursBillable,
  effectiveFactureStatut,
  factureResteDu,
  isFactureIssued,
  isReleveLigneBillable,
  isReleveLignePending,
  type FactureState,
} from './facture-rules.ts';
import { REFUSAL_STATUS, type RuleResult } from './refusals.ts';
import { FACTURE_STATUTS, RELEVE_STATUTS, type FactureStatut } from './statuts.ts';

const codeOf = (result: RuleResult) => (result.ok ? 'OK' : result.code);

const draft = {
  nature: 'facture',
  statut: 'brouillon',
  numero: null,
  montant_ttc: 100,
  montant_paye: 0,
} as const;
const issued = { ...draft, statut: 'emise', numero: 'F-2026-000001' } as const;
const inState = (statut: FactureStatut): FactureState & typeof issued =>
  ({ ...issued, statut, numero: statut === 'brouillon' ? null : issued.numero }) as never;

describe('the life of an invoice', () => {
  it('is issued once numbered, and only a draft is issued or edited', () => {
    expect(isFactureIssued(draft)).toBe(false);
    expect(isFactureIssued(issued)).toBe(true);
    // A draft cancelled before issuing has no number: it was never issued.
    expect(isFactureIssued({ statut: 'annulee', numero: null })).toBe(false);
    for (const statut of FACTURE_STATUTS) {
      const expected = statut === 'brouillon' ? 'OK' : 'FACTURE_ALREADY_ISSUED';
      expect(codeOf(checkFactureIssuable(inState(statut))), statut).toBe(expected);
      expect(codeOf(checkFactureEditable(inState(statut))), statut).toBe(
        statut === 'brouillon' ? 'OK' : 'FACTURE_FROZEN',
      );
    }
    expect(REFUSAL_STATUS.FACTURE_FROZEN).toBe(409);
  });

  it('is late once due, issued or sent and not paid in full', () => {
    const now = new Date('2026-12-20T10:00:00Z');
    const due = { ...issued, dueAt: new Date('2026-12-17T22:59:59Z') };
    expect(effectiveFactureStatut(due, now)).toBe('en_retard');
    expect(effectiveFactureStatut({ ...due, statut: 'envoyee' }, now)).toBe('en_retard');
    expect(effectiveFactureStatut({ ...due, montant_paye: 100 }, now)).toBe('emise');
    expect(effectiveFactureStatut({ ...due, dueAt: null }, now)).toBe('emise');
    expect(effectiveFactureStatut({ ...due, nature: 'avoir' }, now)).toBe('emise');
    expect(effectiveFactureStatut({ ...due, dueAt: new Date('2026-12-21T00:00:00Z') }, now)).toBe(
      'emise',
    );
  });
});

describe('checkFactureUpdate', () => {
  it('lets a draft take lines, a due date or its cancellation, never a payment nor an issue', () => {
    expect(codeOf(checkFactureUpdate(draft, { lignes: [{}], date_echeance: '2027-01-31' }))).toBe(
      'OK',
    );
    expect(codeOf(checkFactureUpdate(draft, { statut: 'annulee' }))).toBe('OK');
    expect(codeOf(checkFactureUpdate(draft, { montant_paye: 10 }))).toBe('FACTURE_NOT_ISSUED');
    expect(codeOf(checkFactureUpdate(draft, { statut: 'emise' }))).toBe('DRAFT_STATUT_REFUSED');
  });

  it('lets an issued invoice take its payment only, « payée » when paid in full', () => {
    expect(codeOf(checkFactureUpdate(issued, { date_echeance: '2027-01-31' }))).toBe(
      'FACTURE_FROZEN',
    );
    expect(codeOf(checkFactureUpdate(issued, { lignes: [{}], montant_paye: 10 }))).toBe(
      'FACTURE_FROZEN',
    );
    expect(codeOf(checkFactureUpdate(issued, {}))).toBe('FACTURE_FROZEN');
    expect(codeOf(checkFactureUpdate(issued, { montant_paye: 40 }))).toBe('OK');
    expect(codeOf(checkFactureUpdate(issued, { statut: 'payee' }))).toBe('OK');
    expect(codeOf(checkFactureUpdate(issued, { statut: 'payee', montant_paye: 40 }))).toBe(
      'FACTURE_NOT_FULLY_PAID',
    );
    const avoir = { ...issued, nature: 'avoir' } as const;
    expect(codeOf(checkFactureUpdate(avoir, { montant_paye: 10 }))).toBe('FACTURE_FROZEN');
    expect(codeOf(checkFactureUpdate(inState('annulee'), { montant_paye: 10 }))).toBe(
      'FACTURE_FROZEN',
    );
  });

  it('records a payment by hand on an issued invoice only', () => {
    expect(codeOf(checkFacturePaymentRecordable(draft))).toBe('FACTURE_NOT_ISSUED');
    expect(codeOf(checkFacturePaymentRecordable(issued))).toBe('OK');
    expect(codeOf(checkFacturePaymentRecordable(inState('annulee')))).toBe('FACTURE_FROZEN');
  });
});

describe('credit notes', () => {
  it('correct an issued invoice not cancelled yet', () => {
    expect(codeOf(checkFactureCreditable(issued))).toBe('OK');
    expect(codeOf(checkFactureCreditable(inState('payee')))).toBe('OK');
    expect(codeOf(checkFactureCreditable(draft))).toBe('AVOIR_NEEDS_ISSUED_FACTURE');
    expect(codeOf(checkFactureCreditable({ ...issued, nature: 'avoir' }))).toBe(
      'AVOIR_NEEDS_ISSUED_FACTURE',
    );
    expect(codeOf(checkFactureCreditable(inState('annulee')))).toBe('FACTURE_CANCELLED');
  });

  it('never exceed what is left to credit, and say how much is left', () => {
    const euros = (amount: number) => `${amount.toFixed(2)} €`;
    expect(codeOf(checkAvoirAmount(50, 50, euros))).toBe('OK');
    expect(checkAvoirAmount(50.01, 50, euros)).toEqual({
      ok: false,
      code: 'AVOIR_EXCEEDS_BALANCE',
      reason: "Le montant de l'avoir dépasse ce qui reste à créditer sur la facture (50.00 €).",
      details: { reste_ttc: 50 },
    });
    expect(codeOf(checkAvoirAmount(10, 0, euros))).toBe('AVOIR_EXCEEDS_BALANCE');
  });
});

describe('sending and paying', () => {
  it('mails an issued invoice only', () => {
    expect(codeOf(checkFactureSendable(draft))).toBe('FACTURE_NOT_ISSUED');
    expect(codeOf(checkFactureSendable(issued))).toBe('OK');
    expect(codeOf(checkFactureSendable({ statut: 'annulee', numero: null }))).toBe(
      'FACTURE_NOT_ISSUED',
    );
  });

  it('charges an issued invoice with something left to pay, never a credit note', () => {
    const expected: Record<FactureStatut, string> = {
      brouillon: 'FACTURE_NOT_ISSUED',
      emise: 'OK',
      envoyee: 'OK',
      en_retard: 'OK',
      payee: 'FACTURE_ALREADY_PAID',
      annulee: 'FACTURE_ALREADY_PAID',
    };
    for (const statut of FACTURE_STATUTS)
      expect(codeOf(checkFacturePayable(inState(statut))), statut).toBe(expected[statut]);
    expect(codeOf(checkFacturePayable({ ...issued, montant_paye: 100 }))).toBe(
      'FACTURE_ALREADY_PAID',
    );
    expect(codeOf(checkFacturePayable({ ...issued, nature: 'avoir' }))).toBe('AVOIR_NOT_PAYABLE');
    // A credit note and a payment that cover the whole amount leave nothing to charge.
    expect(codeOf(checkFacturePayable({ ...issued, montant_paye: 70, avoirs_ttc: 30 }))).toBe(
      'FACTURE_ALREADY_PAID',
    );
    expect(codeOf(checkFacturePayable({ ...issued, montant_paye: 60, avoirs_ttc: 30 }))).toBe('OK');
    expect(factureResteDu({ montant_ttc: 72, montant_paye: 30.5 })).toBe(41.5);
    expect(factureResteDu({ montant_ttc: 72, montant_paye: 80 })).toBe(0);
    // Credit notes come off too, to the cent.
    expect(factureResteDu({ montant_ttc: 100.3, montant_paye: 40.1, avoirs_ttc: 30.1 })).toBe(30.1);
    expect(factureResteDu({ montant_ttc: 100, montant_paye: 100, avoirs_ttc: 30 })).toBe(0);
  });
});

describe('hours to bill', () => {
  it('bills confirmed, automatically confirmed and corrected lines; waits for the others', () => {
    expect(RELEVE_STATUTS.filter(isReleveLigneBillable)).toEqual([
      'confirme',
      'confirme_auto',
      'corrige',
    ]);
    expect(RELEVE_STATUTS.filter(isReleveLignePending)).toEqual(['a_confirmer', 'conteste']);
  });

  it('needs confirmed hours, and none of the period waiting', () => {
    expect(codeOf(checkHoursBillable({ lines: 0, pending: 1 }))).toBe('NO_HOURS_TO_BILL');
    expect(codeOf(checkHoursBillable({ lines: 3, pending: 1 }))).toBe('HOURS_PENDING');
    expect(codeOf(checkHoursBillable({ lines: 3, pending: 0 }))).toBe('OK');
  });
});
