import { eurosToCents, toParisIsoDate } from '@maisonnee/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../../lib/access.ts';
import { invoicesForPayments } from '../../../modules/facturation/factures-payment.service.ts';
import { createFinanceursService } from '../../../modules/financeurs/financeurs.service.ts';
import type { ModuleDeps } from '../../../modules/module-deps.ts';
import { createReglementsService } from '../../../modules/paiements/reglements.service.ts';
import { clients, factures, reglements, users } from '../../schema/index.ts';
import { addDays, agencyToday, firstDayOfMonth } from './calendar.ts';
import { HOUSEHOLD_PLANS } from './plan.ts';

/*
 * Third-party payers and prepaid CESU in the demo (issue 28 point 6), made through their owning
 * modules after the money (money.ts): a département (APA) and a retirement fund with their billing
 * details; Mme Henry, an elderly insured household, with an APA funding plan from the département
 * over the demo's months; and two e-CESU vouchers set against her latest invoice still to pay,
 * recorded in the payment ledger without telling her (what remains is the ledger's). Each part is
 * looked up by its natural key first (payer's name and kind, the household's plan from that payer,
 * a live CESU payment of the household): a second start adds nothing.
 */

/** The household with the APA plan and the CESU payment (not used by the e2e specs). */
export const APA_HOUSEHOLD = 24;

export const DEMO_DEPARTEMENT = {
  nom: 'Conseil départemental de Paris — APA',
  type: 'departement',
  adresse: '103 avenue de France',
  codep: '75013',
  ville: 'Paris',
  email: 'apa-facturation@demo.fr',
  telephone: '01 43 47 77 77',
  siret: null,
  reference_agence: 'SAAD-75-0142',
  mode_facturation: 'groupee',
  mutuelle_id: null,
} as const;

export const DEMO_CAISSE_RETRAITE = {
  nom: 'Caisse de retraite Île-de-France — Aide au retour à domicile',
  type: 'caisse_retraite',
  adresse: '17-19 avenue de Flandre',
  codep: '75019',
  ville: 'Paris',
  email: 'action-sociale@demo.fr',
  telephone: '01 40 05 00 00',
  siret: null,
  reference_agence: 'PRESTA-2026-318',
  mode_facturation: 'par_beneficiaire',
  mutuelle_id: null,
} as const;

/** The APA plan: 20 h a month at the département's 24,00 €/h, the household pays 15 %. */
export const DEMO_APA_PLAN = {
  minutes_par_mois: 20 * 60,
  tarif_horaire_centimes: 2400,
  participation_bp: 1500,
  reference: 'APA-75-2026-004871',
} as const;

/** The two e-CESU vouchers (issuer, numbers); their amounts are fitted to what remains. */
export const DEMO_CESU_EMETTEUR = 'Domiserve';
export const DEMO_CESU_NUMEROS = ['E-CESU 2026 118 452', 'E-CESU 2026 118 453'] as const;

const authOf = (user: typeof users.$inferSelect): AuthContext => ({
  userId: user.id,
  sessionId: 'demo-seed',
  issuer: 'demo-seed',
  roles: user.roles_ids,
  clientId: user.client_id,
  candidatId: user.candidat_id,
  user,
});

export async function ensureDemoFinanceurs(
  deps: ModuleDeps,
  input: { operateurEmail: string },
): Promise<void> {
  const [operateur] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, input.operateurEmail));
  const [household] = await deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, HOUSEHOLD_PLANS[APA_HOUSEHOLD]!.email));
  if (!operateur || !household) return;
  const office = authOf(operateur);
  const financeurs = createFinanceursService(deps);

  const known = await financeurs.list(office);
  const payerOf = async (payer: typeof DEMO_DEPARTEMENT | typeof DEMO_CAISSE_RETRAITE) =>
    known.find((f) => f.nom === payer.nom && f.type === payer.type) ??
    (await financeurs.create(office, { ...payer }));
  const departement = await payerOf(DEMO_DEPARTEMENT);
  await payerOf(DEMO_CAISSE_RETRAITE);

  // The APA plan, from the demo's first month (six months ago) for a year.
  const plans = await financeurs.listOfClient(office, household.id);
  if (!plans.some((p) => p.financeur_id === departement.id)) {
    const start = firstDayOfMonth(agencyToday(deps.now()), -6);
    await financeurs.createPlan(office, {
      client_id: household.id,
      financeur_id: departement.id,
      skill_ids: [HOUSEHOLD_PLANS[APA_HOUSEHOLD]!.skill],
      ...DEMO_APA_PLAN,
      montant_mensuel_centimes: null,
      date_debut: toParisIsoDate(start),
      date_fin: toParisIsoDate(addDays(firstDayOfMonth(start, 12), -1)),
    });
  }

  await ensureCesuPayment(deps, office, household.id);
}

/** Two e-CESU vouchers against the household's latest invoice still to pay (once). */
async function ensureCesuPayment(deps: ModuleDeps, office: AuthContext, clientId: number) {
  const [already] = await deps.db
    .select({ id: reglements.id })
    .from(reglements)
    .where(
      and(
        eq(reglements.client_id, clientId),
        eq(reglements.mode, 'cesu'),
        isNull(reglements.annule_at),
      ),
    )
    .limit(1);
  if (already) return;
  const open = await deps.db
    .select()
    .from(factures)
    .where(
      and(
        eq(factures.client_id, clientId),
        eq(factures.type, 'client'),
        eq(factures.nature, 'facture'),
        eq(factures.statut, 'emise'),
      ),
    )
    .orderBy(desc(factures.id));
  const invoice = open.find((f) => eurosToCents(f.montant_ttc) > eurosToCents(f.montant_paye));
  if (!invoice) return;
  const reste = eurosToCents(invoice.montant_ttc) - eurosToCents(invoice.montant_paye);
  // Two 50 € vouchers, or what remains split in two when it is less.
  const total = Math.min(10_000, reste);
  if (total < 2) return;
  const first = Math.floor(total / 2);
  const today = toParisIsoDate(deps.now());
  await createReglementsService(deps, invoicesForPayments).record(
    office,
    {
      client_id: clientId,
      date: today,
      mode: 'cesu',
      reference: `CESU ${invoice.numero ?? invoice.id}`,
      montant_centimes: total,
      imputations: [{ facture_id: invoice.id, montant_centimes: total }],
      cesu_titres: DEMO_CESU_NUMEROS.map((numero, i) => ({
        support: 'e_cesu' as const,
        emetteur: DEMO_CESU_EMETTEUR,
        numero,
        montant_centimes: i === 0 ? first : total - first,
        date: today,
      })),
    },
    { tellFamily: false },
  );
}
