import { eurosToCents, toParisIsoDate } from '@maisonnee/domain';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../../lib/access.ts';
import {
  createAttestationsService,
  parisYear,
} from '../../../modules/facturation/attestations.service.ts';
import { createReleveConfirmService } from '../../../modules/facturation/releve-confirm.service.ts';
import { createReleveContestService } from '../../../modules/facturation/releve-contest.service.ts';
import { createFacturesService } from '../../../modules/facturation/factures.service.ts';
import { monthEnd, syncMonth } from '../../../modules/facturation/releves.service.ts';
import { invoicesForPayments } from '../../../modules/facturation/factures-payment.service.ts';
import type { ModuleDeps } from '../../../modules/module-deps.ts';
import { createReglementsService } from '../../../modules/paiements/reglements.service.ts';
import { clients, factures, releves_heures, users } from '../../schema/index.ts';
import {
  addDays,
  addMinutes,
  agencyToday,
  earliest,
  firstDayOfMonth,
  hashInt,
  periodeOf,
} from './calendar.ts';
import { historyMonths } from './history.ts';
import { HOUSEHOLD_PLANS } from './plan.ts';

/*
 * The agency's money, made by the facturation module itself as the months went by (after the
 * seed's transaction, with the storage): for each past month, in order (every month of the demo
 * client and of a few households with an account, last November of the oldest households), the timesheet brought up
 * to date, confirmed by the households who have an account (the others' confirmed at the
 * deadline), the month's invoices generated and issued (gapless numbers, PDFs stored) a week
 * after the month's end, paid by transfer a week or two later — except the latest of some
 * households (to pay) and a few older ones (overdue); one credit note; last year's tax
 * certificates in January; and one line of a timesheet contested by its household. Each step
 * runs with the clock of its day. Runs once: nothing when the demo's households have invoices.
 */

/** Households billed every month (all with an account; 24 is insurer-covered). */
const BILLED_IN_FULL = new Set([0, 6, 21, 24]);
/** The household whose current timesheet has a contested line. */
export const CONTESTING_HOUSEHOLD = 3;
/** The household whose older invoice stays unpaid past its due date. */
const OVERDUE_HOUSEHOLDS = new Set([6, 21]);
/** The household that got a credit note (a visit cut short). */
export const CREDITED_HOUSEHOLD = 0;

/** A week after the month's end, 10:00: the invoices of the month are issued. */
const billAtOf = (periode: string) => addDays(monthEnd(periode), 7 + 10 / 24);
const latestOf = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

export interface MoneyHousehold {
  clientId: number;
  /** Its account's user, when it has one (confirms its timesheets). */
  user: typeof users.$inferSelect | undefined;
  /** Months billed, 'YYYY-MM'. */
  periodes: string[];
  key: string;
}

const authOf = (user: typeof users.$inferSelect): AuthContext => ({
  userId: user.id,
  sessionId: 'demo-seed',
  issuer: 'demo-seed',
  roles: user.roles_ids,
  clientId: user.client_id,
  candidatId: user.candidat_id,
  user,
});

/** The demo households billed, with their months, from the oldest month to the latest. */
async function householdsToBill(
  deps: ModuleDeps,
  extra: MoneyHousehold[],
): Promise<MoneyHousehold[]> {
  const today = agencyToday(deps.now());
  const emails = HOUSEHOLD_PLANS.filter((p) => p.kind !== 'prospect').map((p) => p.email);
  const rows = await deps.db
    .select({ id: clients.id, email: clients.email })
    .from(clients)
    .where(inArray(clients.email, emails));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const accounts = await deps.db.select().from(users).where(inArray(users.email, emails));
  const userOf = new Map(accounts.map((u) => [u.email, u]));
  const result: MoneyHousehold[] = [...extra];
  for (const plan of HOUSEHOLD_PLANS) {
    const clientId = byEmail.get(plan.email);
    if (clientId === undefined || plan.kind === 'prospect') continue;
    const { start, extra: older } = historyMonths(today, plan.sinceMonths, plan.longStanding);
    const user = userOf.get(plan.email);
    // Every month for a few households with an account (what they see), last November for
    // the oldest ones (their tax certificate); the others' months are left for the operator to
    // bill (« Générer les factures du mois »). Each invoice costs its PDF and a dozen statements:
    // the first start stays short (bench/README.md).
    const periodes = older.map((r) => periodeOf(r.from));
    if (BILLED_IN_FULL.has(plan.index))
      for (let m = start; m < firstDayOfMonth(today, 0); m = firstDayOfMonth(m, 1))
        periodes.push(periodeOf(m));
    result.push({ clientId, user, periodes, key: plan.email });
  }
  return result;
}

export async function ensureDemoAgencyMoney(
  deps: ModuleDeps,
  input: { operateurEmail: string; extra: MoneyHousehold[] },
): Promise<void> {
  const realNow = deps.now();
  const households = await householdsToBill(deps, input.extra);
  const ids = households.map((h) => h.clientId);
  const [already] = await deps.db
    .select({ id: factures.id })
    .from(factures)
    .where(inArray(factures.client_id, ids))
    .limit(1);
  if (already) return;
  const [operateur] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, input.operateurEmail));
  if (!operateur) return;
  const office = authOf(operateur);
  const at = (instant: Date): ModuleDeps => ({ ...deps, now: () => instant });
  // Nothing is dated after the seed: a step whose day has not come is not made.
  const past = (instant: Date) => instant.getTime() < realNow.getTime() - 60_000;

  const periodes = [...new Set(households.flatMap((h) => h.periodes))].sort();
  const issued: {
    id: number;
    household: MoneyHousehold;
    periode: string;
    issuedAt: Date;
    type: string;
  }[] = [];
  const billable = periodes.filter((periode) => past(billAtOf(periode)));
  for (const periode of billable) {
    const end = monthEnd(periode);
    const syncAt = addMinutes(end, 9 * 60);
    const confirmAt = addDays(syncAt, 2);
    // The latest month was billed late, a few days ago: its invoices are to pay, not yet due.
    const billAt =
      periode === billable.at(-1)
        ? latestOf(billAtOf(periode), addDays(realNow, -4))
        : billAtOf(periode);
    for (const household of households.filter((h) => h.periodes.includes(periode))) {
      await syncMonth(at(syncAt), periode, syncAt, household.clientId);
      if (household.user) {
        await createReleveConfirmService(at(confirmAt)).confirm(authOf(household.user), {
          client_id: household.clientId,
          periode,
        });
      }
      const generated = await createFacturesService(at(billAt)).genererFacturesMois(office, {
        periode,
        client_id: household.clientId,
      });
      const issueAt = addMinutes(billAt, 60);
      for (const draft of generated.creees) {
        const [row] = await deps.db.select().from(factures).where(eq(factures.id, draft.id));
        if (!row) continue;
        await createFacturesService(at(issueAt)).genererFactures(office, {
          facture: row.id,
          organisme: row.mutuelle_id ?? null,
        });
        issued.push({ id: row.id, household, periode, issuedAt: issueAt, type: row.type });
      }
    }
  }

  // Payments by transfer, a credit note.
  const recent = periodeOf(firstDayOfMonth(agencyToday(realNow), -3));
  const latest = new Map<string, string>();
  for (const i of issued) if (i.type === 'client') latest.set(i.household.key, i.periode);
  const secondLatest = (h: MoneyHousehold) =>
    [
      ...new Set(
        issued.filter((i) => i.household === h && i.type === 'client').map((i) => i.periode),
      ),
    ]
      .sort()
      .at(-2);
  for (const invoice of issued) {
    const h = invoice.household;
    const unpaid =
      invoice.type === 'client' &&
      // The latest invoice of the last months is still to pay; two households owe an older one.
      ((latest.get(h.key) === invoice.periode && invoice.periode >= recent) ||
        (OVERDUE_HOUSEHOLDS.has(HOUSEHOLD_PLANS.findIndex((p) => p.email === h.key)) &&
          secondLatest(h) === invoice.periode));
    const paidAt = addDays(
      invoice.issuedAt,
      invoice.type === 'mutuelle' ? 21 : hashInt(`${h.key}:${invoice.periode}:paid`, 4, 12),
    );
    if (unpaid || !past(paidAt)) continue;
    const [row] = await deps.db.select().from(factures).where(eq(factures.id, invoice.id));
    if (!row || row.statut === 'annulee') continue;
    const cents = eurosToCents(row.montant_ttc) - eurosToCents(row.montant_paye);
    if (cents <= 0) continue;
    // A transfer of the past, in the payment ledger as accounting records one, without telling
    // the family today (no notification, no « paiement reçu » mail at each fresh start).
    await createReglementsService(at(paidAt), invoicesForPayments).record(
      office,
      {
        client_id: row.client_id,
        date: toParisIsoDate(paidAt),
        mode: 'virement',
        reference: `VIR ${row.numero ?? row.id}`,
        montant_centimes: cents,
        imputations: [{ facture_id: row.id, montant_centimes: cents }],
        cesu_titres: [],
      },
      { tellFamily: false },
    );
  }
  const credited = issued.find(
    (i) => i.household.key === HOUSEHOLD_PLANS[CREDITED_HOUSEHOLD]!.email && i.type === 'client',
  );
  if (credited) {
    const creditAt = earliest(addDays(credited.issuedAt, 3), addMinutes(realNow, -2));
    await createFacturesService(at(creditAt)).createAvoir(office, {
      facture_id: credited.id,
      motif: 'Intervention écourtée : une heure non effectuée.',
      montant_ttc: 24,
    });
  }

  await certifyLastYear(deps, realNow);
  await contestOneLine(deps, households, realNow);
}

/** Last year's tax certificates, drawn up in January as the yearly job does. */
async function certifyLastYear(deps: ModuleDeps, realNow: Date) {
  const annee = parisYear(realNow) - 1;
  const january = new Date(Date.UTC(annee + 1, 0, 8, 8));
  const at = earliest(january, addMinutes(realNow, -1));
  const attestations = createAttestationsService({ ...deps, now: () => at });
  for (const clientId of await attestations.clientsToCertify(annee))
    await attestations.generate(clientId, annee);
}

/** The contesting household disputes its latest line still open (today's clock). */
async function contestOneLine(deps: ModuleDeps, households: MoneyHousehold[], realNow: Date) {
  const household = households.find((h) => h.key === HOUSEHOLD_PLANS[CONTESTING_HOUSEHOLD]!.email);
  if (!household?.user) return;
  const today = agencyToday(realNow);
  for (const offset of [0, -1])
    await syncMonth(deps, periodeOf(firstDayOfMonth(today, offset)), realNow, household.clientId);
  const [line] = await deps.db
    .select({ id: releves_heures.id })
    .from(releves_heures)
    .where(
      and(
        eq(releves_heures.client_id, household.clientId),
        eq(releves_heures.statut, 'a_confirmer'),
        gt(releves_heures.date_limite, realNow),
      ),
    )
    .orderBy(desc(releves_heures.id))
    .limit(1);
  if (!line) return;
  await createReleveContestService(deps).contest(authOf(household.user), {
    ligne_id: line.id,
    motif: "L'intervenante est partie une demi-heure plus tôt que l'heure pointée.",
  });
}
