import { and, eq, inArray } from 'drizzle-orm';
import {
  clients,
  horaires_recurents,
  intervention_avis,
  interventions,
  missions,
  users,
} from '../../schema/index.ts';
import { addDays, agencyToday, atTime, isoWeekday } from './calendar.ts';
import type { AgencySeedContext } from './context.ts';
import { doneRow, historyMonths, weeklyHistory, WEEKS_AHEAD, type HistoryRow } from './history.ts';
import { HOUSEHOLD_PLANS, missionReference, type HouseholdPlan } from './plan.ts';

/*
 * The agency's households (besides the demo client): clients placed on the map with their
 * status, an account for some (`famille.<nom>@demo.fr`, the demo password), and their missions —
 * weekly ones (some paid by the mutuelle) with six months of interventions, one-off services, or
 * nothing yet for prospects (their quotes are in quotes.ts). Keyed by e-mail and mission
 * reference: a household already there is left alone.
 */

const DESCRIPTIONS: Record<number, string> = {
  1: 'Ménage et repassage chaque semaine.',
  2: 'Aide au lever, aux repas et aux courses.',
  3: 'Baby-sitting en fin de journée.',
  4: "Sortie d'école, goûter et devoirs.",
  5: 'Tenue de la maison : linge, courses, repas.',
};

/** The client id of each household of HOUSEHOLD_PLANS, in order. */
export async function ensureHouseholds(
  context: AgencySeedContext,
  agentIds: readonly number[],
): Promise<number[]> {
  const { tx } = context;
  const known = new Map(
    (
      await tx
        .select({ id: clients.id, email: clients.email })
        .from(clients)
        .where(
          inArray(
            clients.email,
            HOUSEHOLD_PLANS.map((p) => p.email),
          ),
        )
    ).map((row) => [row.email, row.id]),
  );
  const ids: number[] = [];
  for (const plan of HOUSEHOLD_PLANS) {
    const existing = known.get(plan.email);
    if (existing !== undefined) {
      ids.push(existing);
      continue;
    }
    const clientId = await insertHousehold(context, plan);
    if (plan.kind === 'recurrent' || plan.kind === 'mutuelle')
      await insertWeeklyMission(context, plan, clientId, agentIds);
    if (plan.kind === 'ponctuel') await insertOneOffs(context, plan, clientId, agentIds);
    ids.push(clientId);
  }
  return ids;
}

async function insertHousehold(context: AgencySeedContext, plan: HouseholdPlan): Promise<number> {
  const { tx, now, mutuelleId } = context;
  const { person, index } = plan;
  const identity = {
    civilite: person.civilite,
    nom: person.nom,
    prenom: person.prenom,
    mobile: `06 ${String(20 + index).padStart(2, '0')} ${String(11 + index * 2).padStart(2, '0')} 45 ${String(30 + index).padStart(2, '0')}`,
    adresse: person.adresse,
    codep: person.codep,
    ville: person.ville,
    country: 'France',
    lat: person.lat,
    lng: person.lng,
  };
  const [row] = await tx
    .insert(clients)
    .values({
      ...identity,
      email: plan.email,
      client_statut_id: plan.statut,
      mutuelle_id: plan.kind === 'mutuelle' ? mutuelleId : null,
      numero_adherent: plan.kind === 'mutuelle' ? `MSS-${String(510_000 + index * 137)}` : null,
      origine: ['Formulaire du site', 'Bouche à oreille', 'Recommandation', 'Salon des seniors'][
        index % 4
      ]!,
      created_at: addDays(now, -(plan.sinceMonths * 31 + 10 + (index % 9))),
    })
    .returning({ id: clients.id });
  const clientId = row!.id;
  if (plan.hasAccount) {
    await tx.insert(users).values({
      ...identity,
      email: plan.email,
      name: `${person.prenom} ${person.nom}`,
      roles_ids: [5],
      user_role_id: 5,
      client_id: clientId,
      password_hash: await context.passwordHash(),
      email_verified_at: now,
      is_active: true,
    });
  }
  return clientId;
}

async function missionExists(context: AgencySeedContext, reference: string) {
  const [row] = await context.tx
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.reference, reference));
  return row !== undefined;
}

async function insertWeeklyMission(
  context: AgencySeedContext,
  plan: HouseholdPlan,
  clientId: number,
  agentIds: readonly number[],
) {
  const { tx, now, mutuelleId } = context;
  const reference = missionReference(plan.index, 'R');
  if (await missionExists(context, reference)) return;
  const today = agencyToday(now);
  const { start, extra } = historyMonths(today, plan.sinceMonths, plan.longStanding);
  const isMutuelle = plan.kind === 'mutuelle';
  const [mission] = await tx
    .insert(missions)
    .values({
      reference,
      client_id: clientId,
      mutuelle_id: isMutuelle ? mutuelleId : null,
      is_ponctuel: false,
      client_besoin_skill_id: plan.skill,
      date_debut: extra[0]?.from ?? start,
      // Agreed a week before its first visit: the figures count the household gained then.
      created_at: addDays(extra[0]?.from ?? start, -7),
      nb_heures_total: isMutuelle ? 80 : null,
      description: isMutuelle
        ? 'Aide à domicile prise en charge par la mutuelle (80 heures accordées).'
        : DESCRIPTIONS[plan.skill]!,
    })
    .returning({ id: missions.id });
  const missionId = mission!.id;
  const rows: HistoryRow[] = [];
  for (const slot of plan.slots) {
    const candidatId = slot.agent === null ? null : agentIds[slot.agent]!;
    const [horaire] = await tx
      .insert(horaires_recurents)
      .values({
        mission_id: missionId,
        day: slot.day,
        start_time: slot.start,
        end_time: slot.end,
        candidat_id: candidatId,
      })
      .returning({ id: horaires_recurents.id });
    rows.push(
      ...weeklyHistory({
        key: `${reference}:${slot.day}`,
        missionId,
        clientId,
        place: plan.person,
        slot: { ...slot, candidatId, horaireId: horaire!.id },
        ranges: [...extra, { from: start, to: addDays(today, WEEKS_AHEAD * 7) }],
        now,
      }),
    );
  }
  await insertHistory(context, rows);
  const doneMinutes = rows
    .filter((r) => r.row.statut === 'terminee')
    .reduce((total, r) => total + minutesOf(r.row), 0);
  const unassignedMinutes = rows
    .filter((r) => r.row.candidat_id === null)
    .reduce((total, r) => total + minutesOf(r.row), 0);
  await tx
    .update(missions)
    .set({
      nb_heures_consommees: isMutuelle ? Math.min(80, doneMinutes / 60) : 0,
      nb_minutes_a_planifier: unassignedMinutes,
    })
    .where(and(eq(missions.id, missionId)));
}

const minutesOf = (row: { date_debut: Date; date_fin: Date }) =>
  (row.date_fin.getTime() - row.date_debut.getTime()) / 60_000;

/** Two one-off services on Saturdays: a big clean done weeks ago, another one to come. */
async function insertOneOffs(
  context: AgencySeedContext,
  plan: HouseholdPlan,
  clientId: number,
  agentIds: readonly number[],
) {
  const { tx, now } = context;
  const today = agencyToday(now);
  const candidatId = agentIds[plan.ponctuelAgent]!;
  const saturdayOnOrBefore = (day: Date) => addDays(day, -((isoWeekday(day) + 1) % 7));
  const services = [
    { suffix: 'P1' as const, day: saturdayOnOrBefore(addDays(today, -42 - 7 * (plan.index % 3))) },
    {
      suffix: 'P2' as const,
      day: addDays(saturdayOnOrBefore(addDays(today, 9 + 7 * (plan.index % 2))), 7),
    },
  ];
  for (const service of services) {
    const reference = missionReference(plan.index, service.suffix);
    if (await missionExists(context, reference)) continue;
    const debut = atTime(service.day, '10:00');
    const fin = atTime(service.day, '14:00');
    const [mission] = await tx
      .insert(missions)
      .values({
        reference,
        client_id: clientId,
        is_ponctuel: true,
        client_besoin_skill_id: 1,
        date_debut: debut,
        date_fin: fin,
        // Booked two weeks ahead, never after the seed's day.
        created_at: new Date(Math.min(now.getTime(), addDays(debut, -14).getTime())),
        nb_heures_total: 4,
        description:
          service.suffix === 'P1'
            ? 'Grand ménage avant un déménagement.'
            : 'Grand ménage de saison, vitres comprises.',
      })
      .returning({ id: missions.id });
    const base = {
      mission_id: mission!.id,
      client_id: clientId,
      candidat_id: candidatId,
      date_debut: debut,
      date_fin: fin,
    };
    await insertHistory(context, [
      service.suffix === 'P1' ? doneRow(base, reference, plan.person) : { row: base, avis: null },
    ]);
  }
}

/** Inserts the interventions (in batches) and the ratings of the done ones. */
async function insertHistory(context: AgencySeedContext, rows: HistoryRow[]) {
  const { tx } = context;
  for (let i = 0; i < rows.length; i += 400) {
    const batch = rows.slice(i, i + 400);
    const inserted = await tx
      .insert(interventions)
      .values(batch.map((r) => r.row))
      .returning({ id: interventions.id });
    const avis = batch.flatMap((r, n) =>
      r.avis && r.row.candidat_id
        ? [
            {
              intervention_id: inserted[n]!.id,
              candidat_id: r.row.candidat_id,
              client_id: r.row.client_id!,
              note: r.avis.note,
              commentaire: r.avis.commentaire,
              created_at: r.row.pointage_fin_at ?? undefined,
            },
          ]
        : [],
    );
    if (avis.length > 0) await tx.insert(intervention_avis).values(avis);
  }
}
