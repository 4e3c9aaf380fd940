import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { agencyWallClock, wallClockInstant } from '@maisonnee/domain';
import { hashPassword } from '../../lib/password.ts';
import type { Db, Tx } from '../client.ts';
import {
  annonces,
  candidat_competences,
  candidat_evenements,
  candidat_infos_supp,
  candidats,
  clients,
  devis,
  devis_detail_horaires,
  devis_details,
  horaires_recurents,
  intervention_avis,
  interventions,
  missions,
  mutuelles,
  notifications,
  users,
  type AnnonceHoraire,
  type NewIntervention,
  type NewMission,
  type NewUser,
} from '../schema/index.ts';
import { seedDemoAgency } from './demo-agency/index.ts';
import { ensureDemoMessagerie } from './demo-messagerie.ts';
import { seedDemoRecrutement } from './demo-recrutement.ts';
import { seedReferenceData } from './reference.ts';

// French demo data: three accounts (client, agent, back office) and the client's missions,
// interventions (last month's done, for the timesheet to confirm), devis and notifications;
// job posts around Paris and candidates in the recruitment pipeline (without their files). The
// quote's PDF and its document row are not written here: the app generates them at start through
// the product's own PDF code (demo-files.ts), and again when the file has gone missing. No invoice: invoices are generated from confirmed hours with gapless numbers
// (docs/releves.md, docs/facturation.md). Idempotent: emails, references,
// numbers and file names are the natural keys, so a second run adds nothing, except the agent's
// interventions of the day, and last month's done ones, when it runs on a later day or month.

import {
  DEMO_AGENT_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_OPERATEUR_EMAIL,
  DEMO_PASSWORD,
} from './demo-accounts.ts';

export { DEMO_AGENT_EMAIL, DEMO_CLIENT_EMAIL, DEMO_OPERATEUR_EMAIL, DEMO_PASSWORD };

/** The demo client's home, where the demo agent works today. */
export const DEMO_CLIENT_ADDRESS = {
  adresse: '12 rue de Rivoli',
  codep: '75004',
  ville: 'Paris',
  country: 'France',
  lat: 48.8556,
  lng: 2.3589,
} as const;

/** The demo agent's interventions on the day of the seed: from the agency-clock half hour of `now`. */
export const DEMO_AGENT_TODAY_SLOTS = [
  // Starts on the half hour at or before the seed runs (agency clock), 22:00 at the latest, so
  // the agent can check in at once (check-in window: 30 min before the start until the end).
  { offsetMinutes: 0, minutes: 120 },
  // Two and a half hours later: a planned intervention less than 24 hours ahead.
  { offsetMinutes: 150, minutes: 120 },
] as const;

/** The half hour at or before `now` on the agency's clock (planned times are wall-clock times). */
function demoTodayStart(now: Date): Date {
  const wall = agencyWallClock(now);
  const day = startOfUtcDay(wall);
  const minutes = Math.floor((wall.getTime() - day.getTime()) / (30 * MINUTE_MS)) * 30;
  return addMinutes(day, Math.min(minutes, 22 * 60));
}

export const DEMO_REFERENCES = {
  missionRecurrente: 'DEMO-M-0001',
  missionPonctuelle: 'DEMO-M-0002',
  missionMutuelle: 'DEMO-M-0003',
  devis: 'DEMO-D-0001',
} as const;

const DEMO_MUTUELLE_NOM = 'Mutuelle Solidarité Santé';

// Hourly prices TTC of specification §9 used by the demo amounts (recurring, weekday / weekend).
const PRIX_RECURRENT = 24;
const PRIX_RECURRENT_WEEKEND = 30;

/** Weekly slots of the recurring mission; the Friday one has no agent yet. */
const RECURRING_SLOTS = [
  { day: 2, start_time: '09:00', end_time: '12:00', withAgent: true },
  { day: 5, start_time: '14:00', end_time: '16:00', withAgent: false },
] as const;
const RECURRING_WEEKS = 4;

/**
 * Check-in and check-out of last month's Tuesday mornings, in minutes off the plan (real clock):
 * a few minutes early or late, and one morning a bit longer than planned (the timesheet shows
 * the overrun). Cycled over the Tuesdays of the month.
 */
export const DEMO_LAST_MONTH_POINTAGES = [
  { arrivee: -4, depart: 2 },
  { arrivee: 3, depart: 1 },
  { arrivee: -2, depart: 25 },
  { arrivee: 0, depart: -3 },
  { arrivee: -5, depart: 4 },
] as const;

const MUTUELLE_HEURES_TOTAL = 20;
const MUTUELLE_HEURES_CONSOMMEES = 6;
/** Days before the seed of the three 2-hour interventions already done (6 hours consumed). */
const MUTUELLE_PAST_DAYS = [14, 10, 7];

/** Children's care after school and on Saturday morning, on the half-hour grid. */
const DEVIS_HORAIRES = [
  { day: 1, time_debut: '16:30', time_fin: '19:00' },
  { day: 4, time_debut: '16:30', time_fin: '19:00' },
  { day: 6, time_debut: '09:30', time_fin: '12:00' },
] as const;

// Any constant: serializes seeds of API processes starting together.
const SEED_LOCK_KEY = 4_242_002;

interface DemoContext {
  tx: Tx;
  now: Date;
  today: Date;
  passwordHash: () => Promise<string>;
}

/** Loads the demo data (see above); runs in one transaction. */
export async function seedDemo(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const passwordHash = once(() => hashPassword(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const context: DemoContext = { tx, now, today: startOfUtcDay(now), passwordHash };

    await seedReferenceData(tx);
    const mutuelleId = await ensureMutuelle(tx);
    const operateurUserId = await ensureOperateur(context);
    const { clientId, clientUserId } = await ensureClient(context, mutuelleId);
    const { candidatId, agentUserId } = await ensureAgent(context);

    const recurrenteId = await ensureMissionRecurrente(context, clientId, candidatId);
    await ensureLastMonthDone(context, recurrenteId, clientId, candidatId);
    await ensureMissionPonctuelle(context, clientId, candidatId);
    const mutuelleMissionId = await ensureMissionMutuelle(
      context,
      clientId,
      candidatId,
      mutuelleId,
    );
    await ensureAgentToday(context, mutuelleMissionId, clientId, candidatId);

    const devisId = await ensureDevis(context, clientId, operateurUserId);
    await ensureNotifications(context, { clientUserId, agentUserId, devisId, recurrenteId });
    await ensureDemoMessagerie(tx, {
      now,
      clientId,
      clientUserId,
      candidatId,
      agentUserId,
      operateurUserId,
      missionId: recurrenteId,
    });
    await ensureAnnonces(context, recurrenteId, operateurUserId);
    await ensureCandidatsPipeline(context);
    await seedDemoAgency(
      { tx, now, passwordHash, operateurUserId, mutuelleId },
      { clientId, place: DEMO_CLIENT_ADDRESS },
    );
    await seedDemoRecrutement(tx, { now });
  });
}

async function ensureMutuelle(tx: Tx): Promise<number> {
  await tx
    .insert(mutuelles)
    .values({
      nom: DEMO_MUTUELLE_NOM,
      email: 'partenaires@mutuelle-solidarite.example',
      telephone: '01 40 00 00 00',
      adresse: '8 boulevard Haussmann',
      codep: '75009',
      ville: 'Paris',
    })
    .onConflictDoNothing({ target: mutuelles.nom });
  const [row] = await tx
    .select({ id: mutuelles.id })
    .from(mutuelles)
    .where(eq(mutuelles.nom, DEMO_MUTUELLE_NOM));
  return row!.id;
}

async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

async function insertUser(
  context: DemoContext,
  values: Omit<NewUser, 'password_hash' | 'email_verified_at' | 'is_active'>,
): Promise<number> {
  const [row] = await context.tx
    .insert(users)
    .values({
      ...values,
      password_hash: await context.passwordHash(),
      email_verified_at: context.now,
      is_active: true,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function ensureOperateur(context: DemoContext): Promise<number> {
  const existing = await findUserByEmail(context.tx, DEMO_OPERATEUR_EMAIL);
  if (existing) return existing.id;
  return insertUser(context, {
    email: DEMO_OPERATEUR_EMAIL,
    name: 'Sophie Lefèvre',
    civilite: 'Mme',
    nom: 'Lefèvre',
    prenom: 'Sophie',
    mobile: '06 45 12 78 90',
    roles_ids: [1, 3],
    user_role_id: 1,
    role_manager: true,
  });
}

async function ensureClient(context: DemoContext, mutuelleId: number) {
  const { tx } = context;
  const existing = await findUserByEmail(tx, DEMO_CLIENT_EMAIL);
  if (existing?.client_id) return { clientId: existing.client_id, clientUserId: existing.id };

  const identity = {
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Claire',
    mobile: '06 12 34 56 78',
    fixe: '01 42 72 00 00',
    date_naissance: '1978-03-21',
    ...DEMO_CLIENT_ADDRESS,
  };
  const [client] = await tx
    .insert(clients)
    .values({
      ...identity,
      email: DEMO_CLIENT_EMAIL,
      client_statut_id: 3,
      mutuelle_id: mutuelleId,
      numero_adherent: 'MSS-458712',
      origine: 'Formulaire du site',
    })
    .returning({ id: clients.id });
  const clientId = client!.id;
  if (existing) {
    await tx.update(users).set({ client_id: clientId }).where(eq(users.id, existing.id));
    return { clientId, clientUserId: existing.id };
  }
  const clientUserId = await insertUser(context, {
    ...identity,
    email: DEMO_CLIENT_EMAIL,
    name: 'Claire Martin',
    roles_ids: [5],
    user_role_id: 5,
    client_id: clientId,
  });
  return { clientId, clientUserId };
}

async function ensureAgent(context: DemoContext) {
  const { tx } = context;
  const existing = await findUserByEmail(tx, DEMO_AGENT_EMAIL);
  if (existing?.candidat_id) return { candidatId: existing.candidat_id, agentUserId: existing.id };

  const identity = {
    civilite: 'M.',
    nom: 'Benali',
    prenom: 'Karim',
    mobile: '06 98 76 54 32',
    date_naissance: '1990-04-12',
    adresse: '45 rue de la Roquette',
    codep: '75011',
    ville: 'Paris',
    country: 'France',
    lat: 48.8553,
    lng: 2.3745,
  };
  const [candidat] = await tx
    .insert(candidats)
    .values({
      ...identity,
      email: DEMO_AGENT_EMAIL,
      candidat_statut_id: 6,
      transport_type_id: 5,
      presentation:
        "Cinq ans d'expérience en entretien de la maison et en garde d'enfants, ponctuel et discret.",
      date_entree: '2024-09-02',
      contrat_signed_at: new Date('2024-08-28T10:00:00Z'),
    })
    .returning({ id: candidats.id });
  const candidatId = candidat!.id;
  await tx
    .insert(candidat_competences)
    .values([
      { candidat_id: candidatId, competence_id: 1, annees_experience: 5 },
      { candidat_id: candidatId, competence_id: 3, annees_experience: 3 },
    ])
    .onConflictDoNothing();
  await tx
    .insert(candidat_infos_supp)
    .values({
      candidat_id: candidatId,
      has_permis: false,
      has_vehicule: false,
      accepte_animaux: true,
      is_fumeur: false,
      langues: ['français', 'arabe', 'anglais'],
    })
    .onConflictDoNothing();
  if (existing) {
    await tx.update(users).set({ candidat_id: candidatId }).where(eq(users.id, existing.id));
    return { candidatId, agentUserId: existing.id };
  }
  const agentUserId = await insertUser(context, {
    ...identity,
    email: DEMO_AGENT_EMAIL,
    name: 'Karim Benali',
    roles_ids: [6],
    user_role_id: 6,
    candidat_id: candidatId,
  });
  return { candidatId, agentUserId };
}

/**
 * Returns the id of the mission with this reference; when it does not exist yet, inserts it and
 * lets `fill` add its slots and interventions.
 */
async function ensureMission(
  tx: Tx,
  values: NewMission & { reference: string },
  fill: (missionId: number) => Promise<void>,
): Promise<number> {
  const [existing] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.reference, values.reference));
  if (existing) return existing.id;
  const [row] = await tx.insert(missions).values(values).returning({ id: missions.id });
  await fill(row!.id);
  return row!.id;
}

/** Weekly cleaning: two slots, interventions on the coming weeks, the Friday slot unassigned. */
async function ensureMissionRecurrente(
  context: DemoContext,
  clientId: number,
  candidatId: number,
): Promise<number> {
  const { tx, today } = context;
  const unassignedMinutes = RECURRING_SLOTS.filter((slot) => !slot.withAgent).reduce(
    (total, slot) => total + RECURRING_WEEKS * minutesBetween(slot.start_time, slot.end_time),
    0,
  );
  return ensureMission(
    tx,
    {
      reference: DEMO_REFERENCES.missionRecurrente,
      client_id: clientId,
      is_ponctuel: false,
      client_besoin_skill_id: 1,
      date_debut: firstDayOfMonth(today, -1),
      description: 'Ménage et repassage chaque semaine.',
      nb_minutes_a_planifier: unassignedMinutes,
    },
    async (missionId) => {
      const rows: NewIntervention[] = [];
      for (const slot of RECURRING_SLOTS) {
        const [horaire] = await tx
          .insert(horaires_recurents)
          .values({
            mission_id: missionId,
            day: slot.day,
            start_time: slot.start_time,
            end_time: slot.end_time,
            candidat_id: slot.withAgent ? candidatId : null,
          })
          .returning({ id: horaires_recurents.id });
        const first = nextWeekday(today, slot.day);
        for (let week = 0; week < RECURRING_WEEKS; week += 1) {
          const day = addDays(first, 7 * week);
          rows.push({
            mission_id: missionId,
            client_id: clientId,
            candidat_id: slot.withAgent ? candidatId : null,
            dt_dispo_client_id: horaire!.id,
            date_debut: atTime(day, slot.start_time),
            date_fin: atTime(day, slot.end_time),
          });
        }
      }
      await tx.insert(interventions).values(rows);
    },
  );
}

/**
 * Last month's Tuesday mornings of the weekly cleaning, done by the demo agent with realistic
 * check-ins and check-outs, so that the demo client has last month's timesheet to confirm. Added
 * once per month: nothing when the mission already has interventions last month. A Tuesday when
 * the agent already works elsewhere (the mutuelle's past mornings) is left out.
 */
async function ensureLastMonthDone(
  context: DemoContext,
  missionId: number,
  clientId: number,
  candidatId: number,
) {
  const { tx, today } = context;
  const from = firstDayOfMonth(today, -1);
  const to = firstDayOfMonth(today, 0);
  const [existing] = await tx
    .select({ id: interventions.id })
    .from(interventions)
    .where(
      and(
        eq(interventions.mission_id, missionId),
        gte(interventions.date_debut, from),
        lt(interventions.date_debut, to),
      ),
    )
    .limit(1);
  if (existing) return;
  const slot = RECURRING_SLOTS.find((s) => s.withAgent)!;
  const [horaire] = await tx
    .select({ id: horaires_recurents.id })
    .from(horaires_recurents)
    .where(and(eq(horaires_recurents.mission_id, missionId), eq(horaires_recurents.day, slot.day)));
  const busy = new Set(MUTUELLE_PAST_DAYS.map((daysAgo) => addDays(today, -daysAgo).getTime()));
  const rows: NewIntervention[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) {
    if (isoWeekday(day) !== slot.day || busy.has(day.getTime()) || day >= today) continue;
    const debut = atTime(day, slot.start_time);
    const fin = atTime(day, slot.end_time);
    const offsets = DEMO_LAST_MONTH_POINTAGES[rows.length % DEMO_LAST_MONTH_POINTAGES.length]!;
    rows.push({
      mission_id: missionId,
      client_id: clientId,
      candidat_id: candidatId,
      dt_dispo_client_id: horaire?.id ?? null,
      date_debut: debut,
      date_fin: fin,
      statut: 'terminee',
      // Planned times are agency wall-clock times; check-ins are real instants.
      pointage_debut_at: addMinutes(wallClockInstant(debut), offsets.arrivee),
      pointage_debut_lat: DEMO_CLIENT_ADDRESS.lat + 0.0001,
      pointage_debut_lng: DEMO_CLIENT_ADDRESS.lng,
      pointage_fin_at: addMinutes(wallClockInstant(fin), offsets.depart),
      pointage_fin_lat: DEMO_CLIENT_ADDRESS.lat,
      pointage_fin_lng: DEMO_CLIENT_ADDRESS.lng + 0.0001,
    });
  }
  if (rows.length > 0) await tx.insert(interventions).values(rows);
}

/** One evening of baby-sitting in ten days. */
async function ensureMissionPonctuelle(context: DemoContext, clientId: number, candidatId: number) {
  const { tx, today } = context;
  const day = addDays(today, 10);
  const debut = atTime(day, '18:00');
  const fin = atTime(day, '23:00');
  return ensureMission(
    tx,
    {
      reference: DEMO_REFERENCES.missionPonctuelle,
      client_id: clientId,
      is_ponctuel: true,
      client_besoin_skill_id: 3,
      date_debut: debut,
      date_fin: fin,
      nb_heures_total: 5,
      description: 'Baby-sitting de Léa et Hugo pour une soirée.',
    },
    async (missionId) => {
      await tx.insert(interventions).values({
        mission_id: missionId,
        client_id: clientId,
        candidat_id: candidatId,
        date_debut: debut,
        date_fin: fin,
      });
    },
  );
}

/** 20 hours of home help paid by the mutuelle, 6 already done (three past interventions). */
async function ensureMissionMutuelle(
  context: DemoContext,
  clientId: number,
  candidatId: number,
  mutuelleId: number,
) {
  const { tx, today } = context;
  return ensureMission(
    tx,
    {
      reference: DEMO_REFERENCES.missionMutuelle,
      client_id: clientId,
      mutuelle_id: mutuelleId,
      is_ponctuel: false,
      client_besoin_skill_id: 1,
      date_debut: addDays(today, -21),
      date_fin: addDays(today, 60),
      nb_heures_total: MUTUELLE_HEURES_TOTAL,
      nb_heures_consommees: MUTUELLE_HEURES_CONSOMMEES,
      description: 'Aide ménagère après une hospitalisation, prise en charge par la mutuelle.',
    },
    async (missionId) => {
      const done = MUTUELLE_PAST_DAYS.map((daysAgo) => {
        const day = addDays(today, -daysAgo);
        const debut = atTime(day, '09:00');
        const fin = atTime(day, '11:00');
        // Check-in and check-out a few metres from the client's door (well within 50 m).
        return {
          mission_id: missionId,
          client_id: clientId,
          candidat_id: candidatId,
          date_debut: debut,
          date_fin: fin,
          statut: 'terminee' as const,
          // Planned times are the agency's wall clock; check-ins are real instants.
          pointage_debut_at: addMinutes(wallClockInstant(debut), -3),
          pointage_debut_lat: DEMO_CLIENT_ADDRESS.lat + 0.0001,
          pointage_debut_lng: DEMO_CLIENT_ADDRESS.lng,
          pointage_fin_at: addMinutes(wallClockInstant(fin), 2),
          pointage_fin_lat: DEMO_CLIENT_ADDRESS.lat,
          pointage_fin_lng: DEMO_CLIENT_ADDRESS.lng + 0.0001,
        };
      });
      const inserted = await tx
        .insert(interventions)
        .values(done)
        .returning({ id: interventions.id, date_debut: interventions.date_debut });
      const latest = inserted.reduce((a, b) => (a.date_debut > b.date_debut ? a : b));
      await tx.insert(intervention_avis).values({
        intervention_id: latest.id,
        candidat_id: candidatId,
        client_id: clientId,
        note: 5,
        commentaire: 'Karim est ponctuel et très soigneux. Merci !',
      });
    },
  );
}

/**
 * The agent works at the client's today, from the half hour of `now` on the agency's clock,
 * whatever day and time the seed runs (so that it can check in at once): missing
 * interventions of the day are added, existing ones are left alone.
 */
async function ensureAgentToday(
  context: DemoContext,
  missionId: number,
  clientId: number,
  candidatId: number,
) {
  const { tx, now } = context;
  const first = demoTodayStart(now);
  const wanted = DEMO_AGENT_TODAY_SLOTS.map((slot) => ({
    date_debut: addMinutes(first, slot.offsetMinutes),
    date_fin: addMinutes(first, slot.offsetMinutes + slot.minutes),
  }));
  const existing = await tx
    .select({ date_debut: interventions.date_debut })
    .from(interventions)
    .where(
      and(
        eq(interventions.mission_id, missionId),
        eq(interventions.candidat_id, candidatId),
        inArray(
          interventions.date_debut,
          wanted.map((slot) => slot.date_debut),
        ),
      ),
    );
  const taken = new Set(existing.map((row) => row.date_debut.getTime()));
  const missing = wanted.filter((slot) => !taken.has(slot.date_debut.getTime()));
  if (missing.length === 0) return;
  await tx.insert(interventions).values(
    missing.map((slot) => ({
      ...slot,
      mission_id: missionId,
      client_id: clientId,
      candidat_id: candidatId,
    })),
  );

  // Hours granted, minus hours done, minus hours already planned.
  const [planned] = await tx
    .select({
      minutes: sql<number>`coalesce(sum(extract(epoch from (${interventions.date_fin} - ${interventions.date_debut})) / 60), 0)::int`,
    })
    .from(interventions)
    .where(
      and(
        eq(interventions.mission_id, missionId),
        notInArray(interventions.statut, ['terminee', 'annulee']),
      ),
    );
  const remaining =
    (MUTUELLE_HEURES_TOTAL - MUTUELLE_HEURES_CONSOMMEES) * 60 - Number(planned?.minutes ?? 0);
  await tx
    .update(missions)
    .set({ nb_minutes_a_planifier: Math.max(0, remaining) })
    .where(eq(missions.id, missionId));
}

/** A weekly child-care devis sent to the client, waiting for the electronic signature. */
async function ensureDevis(
  context: DemoContext,
  clientId: number,
  operateurUserId: number,
): Promise<number> {
  const { tx, now, today } = context;
  const [existing] = await tx
    .select({ id: devis.id })
    .from(devis)
    .where(eq(devis.reference, DEMO_REFERENCES.devis));
  if (existing) return existing.id;

  const minutes = (weekend: boolean) =>
    DEVIS_HORAIRES.filter((h) => h.day >= 6 === weekend).reduce(
      (total, h) => total + minutesBetween(h.time_debut, h.time_fin),
      0,
    );
  const nbHeures = minutes(false) / 60;
  const nbHeuresWeekend = minutes(true) / 60;
  const totalTtc = nbHeures * PRIX_RECURRENT + nbHeuresWeekend * PRIX_RECURRENT_WEEKEND;

  const [row] = await tx
    .insert(devis)
    .values({
      reference: DEMO_REFERENCES.devis,
      client_id: clientId,
      statut: 'en_attente_signature',
      client_besoin_skill_id: 4,
      is_ponctuel: false,
      frequence: 'Toutes les semaines',
      frequence_id: 1,
      date_debut: nextWeekday(today, 1),
      description: "Garde de Léa et Hugo après l'école et le samedi matin.",
      nb_heures: nbHeures,
      nb_heures_weekend: nbHeuresWeekend,
      total_ttc: totalTtc,
      total_mensuel_ttc: roundCents((totalTtc * 52) / 12),
      sent_at: now,
      expires_at: addDays(now, 30),
      created_by_user_id: operateurUserId,
    })
    .returning({ id: devis.id });
  const devisId = row!.id;
  const [detail] = await tx
    .insert(devis_details)
    .values({
      devis_id: devisId,
      client_besoin_skill_id: 4,
      label: "Garde d'enfants à domicile",
      nb_heures: nbHeures,
      nb_heures_weekend: nbHeuresWeekend,
      prix_horaire_ttc: PRIX_RECURRENT,
      prix_horaire_weekend_ttc: PRIX_RECURRENT_WEEKEND,
      total_ttc: totalTtc,
    })
    .returning({ id: devis_details.id });
  await tx
    .insert(devis_detail_horaires)
    .values(DEVIS_HORAIRES.map((h) => ({ ...h, devis_detail_id: detail!.id })));
  return devisId;
}

async function ensureNotifications(
  context: DemoContext,
  ids: { clientUserId: number; agentUserId: number; devisId: number; recurrenteId: number },
) {
  const { tx, now } = context;
  const wanted: (typeof notifications.$inferInsert)[] = [
    {
      user_id: ids.clientUserId,
      notification_type_id: 2,
      title: 'Nouveau devis à signer',
      body: `Votre devis ${DEMO_REFERENCES.devis} pour la garde de vos enfants est prêt : vous pouvez le signer en ligne.`,
      landing_page: '/documents',
      data: { devis_id: ids.devisId },
      date_fin: addDays(now, 30),
    },
    {
      user_id: ids.clientUserId,
      notification_type_id: 1,
      title: 'Intervenant confirmé',
      body: 'Karim Benali assurera le ménage du mardi matin. Le créneau du vendredi est en cours de planification.',
      landing_page: '/missions',
      data: { mission_id: ids.recurrenteId },
    },
    {
      user_id: ids.agentUserId,
      notification_type_id: 1,
      title: 'Vos interventions du jour',
      body: `Deux interventions chez Mme Martin, ${DEMO_CLIENT_ADDRESS.adresse}, ${DEMO_CLIENT_ADDRESS.codep} ${DEMO_CLIENT_ADDRESS.ville}.`,
      landing_page: '/account',
    },
  ];
  for (const notification of wanted) {
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, notification.user_id),
          eq(notifications.title, notification.title),
        ),
      )
      .limit(1);
    if (!existing) await tx.insert(notifications).values(notification);
  }
}

/** Calls `make` once, on first use (hashing is slow and only needed for new accounts). */
/**
 * Job posts (docs/recrutement.md, "Annonces"), keyed by title. Coordinates are already rounded to
 * two decimals (about 1 km), as the API publishes them. Around the demo agent (75011, skills 1 and
 * 3) within the default 20 km: the first three; the fourth is switched off; the fifth, in Meaux,
 * is about 40 km away, outside the default radius.
 */
export const DEMO_ANNONCES: readonly {
  title: string;
  description: string;
  skill: number;
  codep: string;
  ville: string;
  lat: number;
  lng: number;
  horaires?: readonly AnnonceHoraire[];
  nbHeures?: number;
  forRecurringMission?: boolean;
  isActive?: boolean;
  startInDays: number;
  endInDays?: number;
}[] = [
  {
    title: 'Ménage et repassage — Paris 11e',
    description:
      'Grand ménage de printemps et repassage dans un appartement de trois pièces, près de la place Léon-Blum. Produits fournis.',
    skill: 1,
    codep: '75011',
    ville: 'Paris',
    lat: 48.86,
    lng: 2.38,
    nbHeures: 4,
    startInDays: 7,
    endInDays: 7,
  },
  {
    title: 'Entretien du vendredi après-midi — Paris 4e',
    description:
      "Entretien régulier d'un appartement le vendredi de 14 h à 16 h, en complément de l'intervenant du mardi.",
    skill: 1,
    codep: '75004',
    ville: 'Paris',
    lat: 48.86,
    lng: 2.36,
    horaires: [{ day: 5, time_debut: '14:00', time_fin: '16:00' }],
    nbHeures: 2,
    forRecurringMission: true,
    startInDays: 3,
  },
  {
    title: 'Baby-sitting en soirée — Paris 15e',
    description:
      'Garde de deux enfants (4 et 7 ans) en soirée, repas et coucher. Expérience avec les jeunes enfants souhaitée.',
    skill: 3,
    codep: '75015',
    ville: 'Paris',
    lat: 48.84,
    lng: 2.3,
    nbHeures: 3,
    startInDays: 5,
    endInDays: 5,
  },
  {
    title: "Garde d'enfants après l'école — Paris 17e",
    description: "Sortie d'école et aide aux devoirs, les lundis et jeudis.",
    skill: 4,
    codep: '75017',
    ville: 'Paris',
    lat: 48.89,
    lng: 2.31,
    horaires: [
      { day: 1, time_debut: '16:30', time_fin: '19:00' },
      { day: 4, time_debut: '16:30', time_fin: '19:00' },
    ],
    nbHeures: 5,
    isActive: false,
    startInDays: 1,
  },
  {
    title: 'Aide à domicile — Meaux',
    description: "Aide au lever et aux repas d'une personne âgée, du lundi au vendredi matin.",
    skill: 1,
    codep: '77100',
    ville: 'Meaux',
    lat: 48.96,
    lng: 2.88,
    horaires: [1, 2, 3, 4, 5].map((day) => ({ day, time_debut: '08:00', time_fin: '10:00' })),
    nbHeures: 10,
    startInDays: 10,
  },
];

async function ensureAnnonces(
  context: DemoContext,
  recurrenteId: number,
  operateurUserId: number,
): Promise<void> {
  const { tx, today } = context;
  const titles = DEMO_ANNONCES.map((annonce) => annonce.title);
  const existing = await tx
    .select({ title: annonces.title })
    .from(annonces)
    .where(inArray(annonces.title, titles));
  const known = new Set(existing.map((row) => row.title));
  const [mission] = await tx
    .select({ clientId: missions.client_id })
    .from(missions)
    .where(eq(missions.id, recurrenteId));
  const missing = DEMO_ANNONCES.filter((annonce) => !known.has(annonce.title));
  if (missing.length === 0) return;
  await tx.insert(annonces).values(
    missing.map((annonce) => ({
      title: annonce.title,
      description: annonce.description,
      client_besoin_skill_id: annonce.skill,
      mission_id: annonce.forRecurringMission ? recurrenteId : null,
      client_id: annonce.forRecurringMission ? (mission?.clientId ?? null) : null,
      codep: annonce.codep,
      ville: annonce.ville,
      lat: annonce.lat,
      lng: annonce.lng,
      nb_heures: annonce.nbHeures ?? null,
      date_debut: addDays(today, annonce.startInDays),
      date_fin: annonce.endInDays === undefined ? null : addDays(today, annonce.endInDays),
      is_ponctuel: !annonce.horaires,
      horaires: annonce.horaires ? [...annonce.horaires] : [],
      is_active: annonce.isActive ?? true,
      created_by_user_id: operateurUserId,
    })),
  );
}

/**
 * Candidates in the recruitment pipeline (docs/recrutement.md), keyed by e-mail, in Paris with
 * their skills: a complete application just received, one to call, one with an interview in two
 * days, one whose file is incomplete. No uploaded document: files are not seeded on disk.
 */
export const DEMO_CANDIDATS = [
  {
    email: 'camille.martin@demo.fr',
    civilite: 'Mme',
    prenom: 'Camille',
    nom: 'Martin',
    mobile: '06 11 22 33 44',
    adresse: '8 rue de Charenton',
    codep: '75012',
    lat: 48.8497,
    lng: 2.3785,
    statut: 1,
    competences: [2],
    receivedDaysAgo: 1,
  },
  {
    email: 'julien.petit@demo.fr',
    civilite: 'M.',
    prenom: 'Julien',
    nom: 'Petit',
    mobile: '06 22 33 44 55',
    adresse: '30 rue Ordener',
    codep: '75018',
    lat: 48.8923,
    lng: 2.3475,
    statut: 2,
    competences: [1],
    receivedDaysAgo: 4,
  },
  {
    email: 'sofia.haddad@demo.fr',
    civilite: 'Mme',
    prenom: 'Sofia',
    nom: 'Haddad',
    mobile: '06 33 44 55 66',
    adresse: '15 rue des Pyrénées',
    codep: '75020',
    lat: 48.8566,
    lng: 2.4005,
    statut: 3,
    competences: [3, 4],
    receivedDaysAgo: 8,
    entretienInDays: 2,
  },
  {
    email: 'lucie.moreau@demo.fr',
    civilite: 'Mme',
    prenom: 'Lucie',
    nom: 'Moreau',
    mobile: '06 44 55 66 77',
    adresse: "22 rue d'Alésia",
    codep: '75014',
    lat: 48.8285,
    lng: 2.3265,
    statut: 4,
    competences: [5],
    receivedDaysAgo: 12,
  },
] as const;

async function ensureCandidatsPipeline(context: DemoContext): Promise<void> {
  const { tx, now, today } = context;
  const emails = DEMO_CANDIDATS.map((candidat) => candidat.email);
  const existing = await tx
    .select({ email: candidats.email })
    .from(candidats)
    .where(inArray(candidats.email, emails));
  const known = new Set(existing.map((row) => row.email));
  for (const demo of DEMO_CANDIDATS) {
    if (known.has(demo.email)) continue;
    const receivedAt = addDays(now, -demo.receivedDaysAgo);
    const [row] = await tx
      .insert(candidats)
      .values({
        civilite: demo.civilite,
        nom: demo.nom,
        prenom: demo.prenom,
        email: demo.email,
        mobile: demo.mobile,
        adresse: demo.adresse,
        codep: demo.codep,
        ville: 'Paris',
        country: 'France',
        lat: demo.lat,
        lng: demo.lng,
        candidat_statut_id: demo.statut,
        candidature_etape: 'documents',
        candidature_completed_at: receivedAt,
        entretien_at:
          'entretienInDays' in demo ? atTime(addDays(today, demo.entretienInDays), '10:00') : null,
        created_at: receivedAt,
      })
      .returning({ id: candidats.id });
    const candidatId = row!.id;
    await tx
      .insert(candidat_competences)
      .values(
        demo.competences.map((competence_id) => ({
          candidat_id: candidatId,
          competence_id,
          annees_experience: 2,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(candidat_evenements).values({
      candidat_id: candidatId,
      type: 'candidature',
      libelle: 'Candidature reçue en ligne',
      created_at: receivedAt,
    });
  }
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

// UTC calendar helpers: dates of the product are displayed in UTC (specification §9).

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** `day` (midnight UTC) at 'HH:MM'. */
function atTime(day: Date, time: string): Date {
  return addMinutes(day, minutesOfDay(time));
}

function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function minutesBetween(start: string, end: string): number {
  return minutesOfDay(end) - minutesOfDay(start);
}

/** Monday = 1 … Sunday = 7. */
function isoWeekday(date: Date): number {
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/** The first day strictly after `today` that falls on `weekday` (Monday = 1). */
function nextWeekday(today: Date, weekday: number): Date {
  return addDays(today, (weekday - isoWeekday(today) + 7) % 7 || 7);
}

/** First day of the month `offset` months from the month of `date`. */
function firstDayOfMonth(date: Date, offset: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
