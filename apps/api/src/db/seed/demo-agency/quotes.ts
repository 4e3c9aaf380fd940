import { inArray } from 'drizzle-orm';
import type { DevisStatut } from '@maisonnee/domain';
import { devis, devis_details, missions } from '../../schema/index.ts';
import { eq } from 'drizzle-orm';
import { addDays, agencyToday } from './calendar.ts';
import type { AgencySeedContext } from './context.ts';
import { HOUSEHOLD_PLANS, missionReference } from './plan.ts';

/*
 * Quotes in every state (a draft to finish, sent and waiting, sent long ago to chase, signed,
 * refused, expired, cancelled), for prospects and clients of the agency. Keyed by reference; the
 * PDFs of those sent are generated after the transaction by the devis module (files.ts).
 */

// Hourly prices TTC of specification §9 (weekday).
const PRIX_HORAIRE: Record<number, number> = { 1: 24, 2: 26, 3: 22, 4: 23, 5: 28 };

interface DemoQuote {
  reference: string;
  household: number;
  statut: DevisStatut;
  /** Days before the seed it was created (sent the same day, unless a draft). */
  daysAgo: number;
  skill: number;
  heures: number;
  ponctuel: boolean;
  description: string;
  /** Signed quotes become the household's weekly mission. */
  mission?: boolean;
}

export const DEMO_AGENCY_QUOTES: readonly DemoQuote[] = [
  {
    reference: 'DEMO-A-D-0001',
    household: 9,
    statut: 'brouillon',
    daysAgo: 2,
    skill: 1,
    heures: 3,
    ponctuel: false,
    description: 'Ménage hebdomadaire d’un quatre-pièces, repassage compris.',
  },
  {
    reference: 'DEMO-A-D-0002',
    household: 19,
    statut: 'en_attente_signature',
    daysAgo: 10,
    skill: 4,
    heures: 6,
    ponctuel: false,
    description: "Sortie d'école les lundis, mardis et jeudis, goûter et devoirs.",
  },
  {
    reference: 'DEMO-A-D-0003',
    household: 29,
    statut: 'refuse',
    daysAgo: 40,
    skill: 2,
    heures: 8,
    ponctuel: false,
    description: 'Aide au lever et aux repas, du lundi au jeudi.',
  },
  {
    reference: 'DEMO-A-D-0004',
    household: 39,
    statut: 'expire',
    daysAgo: 50,
    skill: 3,
    heures: 5,
    ponctuel: true,
    description: 'Baby-sitting pour une soirée de mariage.',
  },
  {
    reference: 'DEMO-A-D-0005',
    household: 0,
    statut: 'signe',
    daysAgo: 200,
    skill: 0,
    heures: 0,
    ponctuel: false,
    description: 'Entretien régulier du domicile.',
    mission: true,
  },
  {
    reference: 'DEMO-A-D-0006',
    household: 15,
    statut: 'signe',
    daysAgo: 190,
    skill: 0,
    heures: 0,
    ponctuel: false,
    description: 'Intervention chaque semaine au domicile.',
    mission: true,
  },
  {
    reference: 'DEMO-A-D-0007',
    household: 3,
    statut: 'en_attente_signature',
    daysAgo: 1,
    skill: 3,
    heures: 4,
    ponctuel: true,
    description: 'Baby-sitting un samedi soir, deux enfants.',
  },
  {
    reference: 'DEMO-A-D-0008',
    household: 6,
    statut: 'annule',
    daysAgo: 30,
    skill: 5,
    heures: 10,
    ponctuel: false,
    description: 'Gouvernante deux matinées par semaine (projet abandonné).',
  },
];

export async function ensureQuotes(context: AgencySeedContext, clientIds: readonly number[]) {
  const { tx, now } = context;
  const known = new Set(
    (
      await tx
        .select({ reference: devis.reference })
        .from(devis)
        .where(
          inArray(
            devis.reference,
            DEMO_AGENCY_QUOTES.map((q) => q.reference),
          ),
        )
    ).map((row) => row.reference),
  );
  const today = agencyToday(now);
  for (const quote of DEMO_AGENCY_QUOTES) {
    if (known.has(quote.reference)) continue;
    const plan = HOUSEHOLD_PLANS[quote.household]!;
    let { skill, heures } = quote;
    let missionId: number | null = null;
    if (quote.mission) {
      // The quote the weekly mission came from: its skill and weekly hours.
      skill = plan.skill;
      heures = plan.slots.reduce(
        (total, s) =>
          total +
          (Number(s.end.slice(0, 2)) * 60 +
            Number(s.end.slice(3)) -
            (Number(s.start.slice(0, 2)) * 60 + Number(s.start.slice(3)))) /
            60,
        0,
      );
      const [mission] = await tx
        .select({ id: missions.id })
        .from(missions)
        .where(eq(missions.reference, missionReference(quote.household, 'R')));
      missionId = mission?.id ?? null;
    }
    const prix = PRIX_HORAIRE[skill]!;
    const total = Math.round(heures * prix * 100) / 100;
    const created = addDays(now, -quote.daysAgo);
    const sent = quote.statut === 'brouillon' ? null : created;
    const [row] = await tx
      .insert(devis)
      .values({
        reference: quote.reference,
        client_id: clientIds[quote.household]!,
        mission_id: missionId,
        statut: quote.statut,
        client_besoin_skill_id: skill,
        is_ponctuel: quote.ponctuel,
        frequence: quote.ponctuel ? 'Ponctuel' : 'Toutes les semaines',
        frequence_id: quote.ponctuel ? null : 1,
        date_debut: addDays(quote.mission ? addDays(today, -quote.daysAgo) : today, 14),
        description: quote.description,
        nb_heures: heures,
        total_ttc: total,
        total_mensuel_ttc: quote.ponctuel ? null : Math.round(((total * 52) / 12) * 100) / 100,
        sent_at: sent,
        expires_at: sent ? addDays(sent, 30) : null,
        signed_at: quote.statut === 'signe' ? addDays(created, 2) : null,
        signer_name: quote.statut === 'signe' ? `${plan.person.prenom} ${plan.person.nom}` : null,
        created_by_user_id: context.operateurUserId,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: devis.id });
    await tx.insert(devis_details).values({
      devis_id: row!.id,
      client_besoin_skill_id: skill,
      label: quote.description,
      nb_heures: heures,
      prix_horaire_ttc: prix,
      total_ttc: total,
    });
    if (missionId !== null)
      await tx.update(missions).set({ devis_id: row!.id }).where(eq(missions.id, missionId));
  }
}
