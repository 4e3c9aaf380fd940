import type { AccueilClient } from '@maisonnee/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mutuelles } from '../../db/schema/clients.ts';
import { devis, devis_details } from '../../db/schema/devis.ts';
import { factures, releves_heures } from '../../db/schema/factures.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { conversations, messages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import {
  at,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  type AgentAccount,
  type ClientAccount,
} from '../../../test/fixtures-missions.ts';

/*
 * GET /api/client/accueil (issue 25, point 2): the family's next visit and its state, what waits
 * for it, this month's hours and cost after the tax credit. The test clock reads Monday
 * 2026-03-02 at 09:00 UTC, 10:00 in Paris (winter time): the month is March 2026.
 */

// Access tokens of a week: the tests move the clock by hours.
const { t, get, db } = clockMovingSuite();
const URL = '/api/client/accueil';

async function accueilOf(account: { token: string }): Promise<AccueilClient> {
  const response = await get(URL, account.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AccueilClient;
}

const setIntervention = (id: number, values: Partial<typeof interventions.$inferInsert>) =>
  db().update(interventions).set(values).where(eq(interventions.id, id));

let references = 0;
const reference = () => `DTEST-${Date.now()}-${(references += 1)}`;

/** Two reviews of the agent (4 and 5 stars) on visits at another household. */
async function twoReviews(agent: AgentAccount) {
  const other = await createClientAccount(t);
  const { interventionIds } = await createMission(
    t,
    { client_id: other.clientId },
    {
      interventions: [
        {
          candidat_id: agent.candidatId,
          statut: 'terminee',
          date_debut: at('2026-02-10T09:00:00Z'),
          date_fin: at('2026-02-10T11:00:00Z'),
        },
        {
          candidat_id: agent.candidatId,
          statut: 'terminee',
          date_debut: at('2026-02-17T09:00:00Z'),
          date_fin: at('2026-02-17T11:00:00Z'),
        },
      ],
    },
  );
  await db()
    .insert(intervention_avis)
    .values(
      interventionIds.map((id, index) => ({
        intervention_id: id,
        candidat_id: agent.candidatId,
        client_id: other.clientId,
        note: index === 0 ? 4 : 5,
      })),
    );
}

describe('GET /api/client/accueil: the next visit', () => {
  it('gives the next visit not cancelled, its agent (photo, rating) and its state as the columns move', async () => {
    const family = await createClientAccount(t);
    const agent = await createAgentAccount(t, { prenom: 'Karim' });
    await db()
      .update(users)
      .set({ profile_photo_path: 'photo-karim.jpg' })
      .where(eq(users.id, agent.userId));
    await twoReviews(agent);
    const { missionId, interventionIds } = await createMission(
      t,
      { client_id: family.clientId, client_besoin_skill_id: 2 },
      {
        interventions: [
          // Done this morning (06:00–07:30 in Paris).
          {
            candidat_id: agent.candidatId,
            statut: 'terminee',
            date_debut: at('2026-03-02T06:00:00Z'),
            date_fin: at('2026-03-02T07:30:00Z'),
            pointage_debut_at: at('2026-03-02T05:00:00Z'),
            pointage_fin_at: at('2026-03-02T06:30:00Z'),
          },
          // Planned this morning 08:00–09:30 in Paris, never started: its end has passed.
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-02T08:00:00Z'),
            date_fin: at('2026-03-02T09:30:00Z'),
          },
          // Cancelled this afternoon.
          {
            candidat_id: agent.candidatId,
            statut: 'annulee',
            cancelled_at: at('2026-03-01T10:00:00Z'),
            date_debut: at('2026-03-02T14:00:00Z'),
            date_fin: at('2026-03-02T16:00:00Z'),
          },
          // The next one: this afternoon 16:30–18:30 in Paris.
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-02T16:30:00Z'),
            date_fin: at('2026-03-02T18:30:00Z'),
          },
          // Tomorrow.
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-03T09:00:00Z'),
            date_fin: at('2026-03-03T11:00:00Z'),
          },
        ],
      },
    );
    const next = interventionIds[3]!;

    const planned = (await accueilOf(family)).prochaine_visite;
    expect(planned).toEqual({
      id: next,
      mission_id: missionId,
      date_debut: '2026-03-02T16:30:00.000Z',
      date_fin: '2026-03-02T18:30:00.000Z',
      service: { id: 2, libelle: 'Accompagnement des personnes dépendantes / auxiliaire de vie' },
      agent: {
        candidat_id: agent.candidatId,
        prenom: 'Karim',
        nom_initiale: 'B.',
        profile_photo_path: 'photo-karim.jpg',
        note_moyenne: 4.5,
        nb_avis: 2,
      },
      etat: 'planifiee',
      arrivee_estimee_at: null,
    });

    // The agent leaves (« En route »), announcing 16:25 in Paris.
    t.clock.advance(6 * 3_600_000); // 15:00 UTC, 16:00 in Paris
    await setIntervention(next, {
      en_route_at: at('2026-03-02T15:00:00Z'),
      en_route_arrivee_estimee_at: at('2026-03-02T15:25:00Z'),
    });
    const enRoute = (await accueilOf(family)).prochaine_visite;
    expect(enRoute).toMatchObject({
      id: next,
      etat: 'en_route',
      arrivee_estimee_at: '2026-03-02T15:25:00.000Z',
    });

    // The agent checks in; the visit stays the next one after its planned end while under way.
    await setIntervention(next, {
      statut: 'en_cours',
      pointage_debut_at: at('2026-03-02T15:28:00Z'),
    });
    expect((await accueilOf(family)).prochaine_visite).toMatchObject({
      id: next,
      etat: 'arrive',
      arrivee_estimee_at: null,
    });
    t.clock.advance(3 * 3_600_000); // 18:00 UTC, 19:00 in Paris: past the planned 18:30
    expect((await accueilOf(family)).prochaine_visite).toMatchObject({ id: next, etat: 'arrive' });

    // Checked out: tomorrow's visit is next.
    await setIntervention(next, {
      statut: 'terminee',
      pointage_fin_at: at('2026-03-02T18:00:00Z'),
    });
    expect((await accueilOf(family)).prochaine_visite).toMatchObject({
      id: interventionIds[4],
      etat: 'planifiee',
    });
  });

  it('says when no agent is planned yet, and answers null without a visit ahead', async () => {
    const family = await createClientAccount(t);
    expect((await accueilOf(family)).prochaine_visite).toBeNull();
    const { interventionIds } = await createMission(
      t,
      { client_id: family.clientId },
      {
        interventions: [
          {
            candidat_id: null,
            date_debut: at('2026-03-04T09:00:00Z'),
            date_fin: at('2026-03-04T11:00:00Z'),
          },
        ],
      },
    );
    expect((await accueilOf(family)).prochaine_visite).toMatchObject({
      id: interventionIds[0],
      service: { id: 1, libelle: 'Entretien du domicile et repassage' },
      agent: null,
      etat: 'sans_agent',
    });
  });

  it('gives an agent without review or photo a null rating and photo', async () => {
    const family = await createClientAccount(t);
    const agent = await createAgentAccount(t, { prenom: 'Inès' });
    await createMission(
      t,
      { client_id: family.clientId },
      {
        interventions: [
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-05T09:00:00Z'),
            date_fin: at('2026-03-05T10:00:00Z'),
          },
        ],
      },
    );
    expect((await accueilOf(family)).prochaine_visite?.agent).toEqual({
      candidat_id: agent.candidatId,
      prenom: 'Inès',
      nom_initiale: 'B.',
      profile_photo_path: null,
      note_moyenne: null,
      nb_avis: 0,
    });
  });
});

/** What waits for `family`, beside what belongs to `other` (which must not show). */
async function pendingItems(family: ClientAccount, other: ClientAccount) {
  const quotes = await db()
    .insert(devis)
    .values(
      [
        // To sign, sent on 20 February: the first.
        {
          statut: 'en_attente_signature' as const,
          sent_at: at('2026-02-20T10:00:00Z'),
          expires_at: at('2026-03-22T10:00:00Z'),
        },
        // To sign, sent later.
        {
          statut: 'en_attente_signature' as const,
          sent_at: at('2026-02-25T10:00:00Z'),
          expires_at: at('2026-03-27T10:00:00Z'),
        },
        // Its window closed yesterday.
        {
          statut: 'en_attente_signature' as const,
          sent_at: at('2026-01-30T10:00:00Z'),
          expires_at: at('2026-03-01T10:00:00Z'),
        },
        // Deleted.
        {
          statut: 'en_attente_signature' as const,
          sent_at: at('2026-02-01T10:00:00Z'),
          deleted_at: at('2026-02-02T10:00:00Z'),
        },
        { statut: 'signe' as const, signed_at: at('2026-02-01T10:00:00Z') },
      ].map((values) => ({
        reference: reference(),
        client_id: family.clientId,
        client_besoin_skill_id: 1,
        ...values,
      })),
    )
    .returning({ id: devis.id });
  await db()
    .insert(devis)
    .values({
      reference: reference(),
      client_id: other.clientId,
      client_besoin_skill_id: 1,
      statut: 'en_attente_signature',
      sent_at: at('2026-01-01T10:00:00Z'),
    });

  // Timesheet lines: February's two still to confirm (deadlines 6 and 11 March in Paris),
  // January's one whose deadline passed (it counts as confirmed), the other family's.
  const { interventionIds: past } = await createMission(
    t,
    { client_id: family.clientId },
    {
      interventions: ['2026-01-27', '2026-02-24', '2026-02-26'].map((day) => ({
        statut: 'terminee' as const,
        date_debut: at(`${day}T09:00:00Z`),
        date_fin: at(`${day}T10:00:00Z`),
      })),
    },
  );
  const { interventionIds: othersPast } = await createMission(
    t,
    { client_id: other.clientId },
    {
      interventions: [
        {
          statut: 'terminee' as const,
          date_debut: at('2026-01-20T09:00:00Z'),
          date_fin: at('2026-01-20T10:00:00Z'),
        },
      ],
    },
  );
  const line = (clientId: number, interventionId: number, periode: string, deadline: string) => ({
    client_id: clientId,
    intervention_id: interventionId,
    periode,
    minutes_prevues: 60,
    minutes_realisees: 60,
    date_limite: at(deadline),
  });
  await db()
    .insert(releves_heures)
    .values([
      line(family.clientId, past[0]!, '2026-01', '2026-02-10T23:00:00Z'),
      line(family.clientId, past[1]!, '2026-02', '2026-03-05T23:00:00Z'),
      line(family.clientId, past[2]!, '2026-02', '2026-03-10T23:00:00Z'),
      line(other.clientId, othersPast[0]!, '2026-01', '2026-03-20T23:00:00Z'),
    ]);

  // Invoices: one issued, one overdue and partly paid (the oldest due), one paid, a draft,
  // the mutuelle's; the other family's.
  const [mutuelle] = await db()
    .insert(mutuelles)
    .values({ nom: `Mutuelle ${reference()}` })
    .returning({ id: mutuelles.id });
  const invoice = (values: Partial<typeof factures.$inferInsert> & { montant_ttc: number }) => ({
    client_id: family.clientId,
    periode: '2026-02',
    date_debut: '2026-02-01',
    date_fin: '2026-02-28',
    ...values,
  });
  const invoices = await db()
    .insert(factures)
    .values([
      invoice({
        numero: reference(),
        statut: 'emise',
        montant_ttc: 100.1,
        due_at: at('2026-03-15T00:00:00Z'),
      }),
      invoice({
        numero: reference(),
        statut: 'en_retard',
        montant_ttc: 50.05,
        periode: '2026-01',
        montant_paye: 20,
        due_at: at('2026-02-15T00:00:00Z'),
      }),
      invoice({
        periode: '2025-12',
        numero: reference(),
        statut: 'payee',
        montant_ttc: 80,
        montant_paye: 80,
      }),
      invoice({ periode: '2025-11', statut: 'brouillon', montant_ttc: 70 }),
      invoice({
        numero: reference(),
        statut: 'emise',
        type: 'mutuelle',
        mutuelle_id: mutuelle!.id,
        montant_ttc: 300,
      }),
      invoice({ client_id: other.clientId, numero: reference(), statut: 'emise', montant_ttc: 9 }),
    ])
    .returning({ id: factures.id });

  // Messages: two from the agency not read, one the family wrote; one to the other family.
  const [conversation] = await db()
    .insert(conversations)
    .values({ kind: 'client', client_id: family.clientId })
    .returning({ id: conversations.id });
  const [othersConversation] = await db()
    .insert(conversations)
    .values({ kind: 'client', client_id: other.clientId })
    .returning({ id: conversations.id });
  await db()
    .insert(messages)
    .values([
      { conversation_id: conversation!.id, sender_user_id: null, body: 'Bonjour Madame' },
      { conversation_id: conversation!.id, sender_user_id: null, body: 'Votre relevé est prêt' },
      { conversation_id: conversation!.id, sender_user_id: family.userId, body: 'Merci' },
      { conversation_id: othersConversation!.id, sender_user_id: null, body: 'Bonjour' },
    ]);
  return { quotes: quotes.map((q) => q.id), invoices: invoices.map((f) => f.id) };
}

/**
 * March's visits of `family`, priced at the rates of its quote (25.90 € an hour, 31.10 € on
 * weekends) or the grid (24 € recurring), a mutuelle paying half an hour of one.
 */
async function visitsOfMarch(family: ClientAccount, other: ClientAccount) {
  const [quote] = await db()
    .insert(devis)
    .values({
      reference: reference(),
      client_id: family.clientId,
      client_besoin_skill_id: 1,
      statut: 'signe',
      signed_at: at('2026-02-01T10:00:00Z'),
    })
    .returning({ id: devis.id });
  await db().insert(devis_details).values({
    devis_id: quote!.id,
    client_besoin_skill_id: 1,
    label: 'Ménage',
    prix_horaire_ttc: 25.9,
    prix_horaire_weekend_ttc: 31.1,
    total_ttc: 0,
  });
  const { interventionIds } = await createMission(
    t,
    { client_id: family.clientId, devis_id: quote!.id },
    {
      interventions: [
        // Sunday 1 March, done, the timesheet keeps 30 of its 60 minutes (weekend rate): 15.55 €.
        {
          statut: 'terminee',
          date_debut: at('2026-03-01T08:00:00Z'),
          date_fin: at('2026-03-01T09:00:00Z'),
          pointage_debut_at: at('2026-03-01T07:00:00Z'),
          pointage_fin_at: at('2026-03-01T08:00:00Z'),
        },
        // Monday 2 March, done: 90 minutes checked in and out: 38.85 €.
        {
          statut: 'terminee',
          date_debut: at('2026-03-02T06:00:00Z'),
          date_fin: at('2026-03-02T07:00:00Z'),
          pointage_debut_at: at('2026-03-02T05:00:00Z'),
          pointage_fin_at: at('2026-03-02T06:30:00Z'),
        },
        // Tuesday 3 March, planned 2 hours: 51.80 €.
        { date_debut: at('2026-03-03T09:00:00Z'), date_fin: at('2026-03-03T11:00:00Z') },
        // Saturday 7 March, planned 1 h 30 at the weekend rate: 46.65 €.
        { date_debut: at('2026-03-07T10:00:00Z'), date_fin: at('2026-03-07T11:30:00Z') },
        // Cancelled.
        {
          statut: 'annulee',
          cancelled_at: at('2026-03-01T12:00:00Z'),
          date_debut: at('2026-03-04T09:00:00Z'),
          date_fin: at('2026-03-04T12:00:00Z'),
        },
        // February and April: other months.
        {
          statut: 'terminee',
          date_debut: at('2026-02-28T09:00:00Z'),
          date_fin: at('2026-02-28T12:00:00Z'),
        },
        { date_debut: at('2026-04-01T09:00:00Z'), date_fin: at('2026-04-01T12:00:00Z') },
      ],
    },
  );
  await db()
    .insert(releves_heures)
    .values({
      client_id: family.clientId,
      intervention_id: interventionIds[0]!,
      periode: '2026-03',
      minutes_prevues: 60,
      minutes_realisees: 60,
      minutes_retenues: 30,
      statut: 'corrige',
      date_limite: at('2026-04-10T22:00:00Z'),
    });
  // A mission without a quote, recurring: the grid's 24 € an hour, Wednesday 11 March: 24.00 €.
  await createMission(
    t,
    { client_id: family.clientId },
    {
      interventions: [
        { date_debut: at('2026-03-11T14:00:00Z'), date_fin: at('2026-03-11T15:00:00Z') },
      ],
    },
  );
  // A mutuelle mission with half an hour of its grant left: the family pays the other half
  // hour of Thursday 12 March's hour, 12.00 €.
  const [mutuelle] = await db()
    .insert(mutuelles)
    .values({ nom: `Mutuelle ${reference()}` })
    .returning({ id: mutuelles.id });
  await createMission(
    t,
    {
      client_id: family.clientId,
      mutuelle_id: mutuelle!.id,
      nb_heures_total: 10,
      nb_heures_consommees: 9.5,
    },
    {
      interventions: [
        { date_debut: at('2026-03-12T09:00:00Z'), date_fin: at('2026-03-12T10:00:00Z') },
      ],
    },
  );
  // The other family's visit of March.
  await createMission(
    t,
    { client_id: other.clientId },
    {
      interventions: [
        { date_debut: at('2026-03-10T09:00:00Z'), date_fin: at('2026-03-10T17:00:00Z') },
      ],
    },
  );
}

describe('GET /api/client/accueil: what waits for the family and the month', () => {
  it('counts the quotes to sign, the timesheet to confirm, the invoices to pay and the unread messages', async () => {
    const family = await createClientAccount(t);
    const other = await createClientAccount(t);
    const { quotes, invoices } = await pendingItems(family, other);

    expect((await accueilOf(family)).a_faire).toEqual({
      devis_a_signer: { nombre: 2, premier_id: quotes[0] },
      releve_a_confirmer: {
        periode: '2026-02',
        nb_a_confirmer: 2,
        date_limite: '2026-03-10T23:00:00.000Z',
      },
      factures_a_payer: { nombre: 2, total_ttc: 130.15, premiere_id: invoices[1] },
      messages_non_lus: 2,
    });

    // The other family sees its own only.
    expect((await accueilOf(other)).a_faire).toEqual({
      devis_a_signer: { nombre: 1, premier_id: expect.any(Number) },
      releve_a_confirmer: {
        periode: '2026-01',
        nb_a_confirmer: 1,
        date_limite: '2026-03-20T23:00:00.000Z',
      },
      factures_a_payer: { nombre: 1, total_ttc: 9, premiere_id: invoices[5] },
      messages_non_lus: 1,
    });

    // Once the deadline of 5 March passed, one line of February is left to confirm.
    t.clock.advance(4 * 86_400_000);
    expect((await accueilOf(family)).a_faire.releve_a_confirmer).toEqual({
      periode: '2026-02',
      nb_a_confirmer: 1,
      date_limite: '2026-03-10T23:00:00.000Z',
    });
  });

  it('takes credit notes and payments off what the family has to pay, to the cent', async () => {
    const family = await createClientAccount(t);
    const other = await createClientAccount(t);
    const { invoices } = await pendingItems(family, other);
    // A credit note of 30.05 € on the invoice of 100.10 €: 70.05 € + 30.05 € left on the other.
    await db().insert(factures).values({
      client_id: family.clientId,
      nature: 'avoir',
      avoir_de_facture_id: invoices[0]!,
      numero: reference(),
      statut: 'emise',
      periode: '2026-02',
      date_debut: '2026-02-01',
      date_fin: '2026-02-28',
      montant_ttc: -30.05,
    });
    expect((await accueilOf(family)).a_faire.factures_a_payer).toEqual({
      nombre: 2,
      total_ttc: 100.1,
      premiere_id: invoices[1],
    });
    // The overdue one covered by its payments and a credit note: no longer counted.
    await db().insert(factures).values({
      client_id: family.clientId,
      nature: 'avoir',
      avoir_de_facture_id: invoices[1]!,
      numero: reference(),
      statut: 'emise',
      periode: '2026-01',
      date_debut: '2026-01-01',
      date_fin: '2026-01-31',
      montant_ttc: -30.05,
    });
    expect((await accueilOf(family)).a_faire.factures_a_payer).toEqual({
      nombre: 1,
      total_ttc: 70.05,
      premiere_id: invoices[0],
    });
  });

  it("gives this month's hours, done and planned, and their cost before and after the tax credit, to the cent", async () => {
    const family = await createClientAccount(t);
    const other = await createClientAccount(t);
    await visitsOfMarch(family, other);
    expect((await accueilOf(family)).mois).toEqual({
      periode: '2026-03',
      // 30 + 90 + 120 + 90 + 60 + 60 minutes.
      minutes_total: 450,
      minutes_faites: 120,
      // 15.55 + 38.85 + 51.80 + 46.65 + 24.00 + 12.00
      cout_ttc: 188.85,
      // Half of 188.85 is 94.425: rounded half up.
      credit_impot_ttc: 94.43,
      cout_apres_credit_ttc: 94.42,
    });
  });

  it('answers a family with nothing yet with empty figures', async () => {
    const family = await createClientAccount(t);
    expect(await accueilOf(family)).toEqual({
      prochaine_visite: null,
      a_faire: {
        devis_a_signer: { nombre: 0, premier_id: null },
        releve_a_confirmer: null,
        factures_a_payer: { nombre: 0, total_ttc: 0, premiere_id: null },
        messages_non_lus: 0,
      },
      mois: {
        periode: '2026-03',
        minutes_total: 0,
        minutes_faites: 0,
        cout_ttc: 0,
        credit_impot_ttc: 0,
        cout_apres_credit_ttc: 0,
      },
    });
  });
});

describe('GET /api/client/accueil: who may call it', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an agent and an operator (403), who have no family space', async () => {
    const agent = await createAgentAccount(t);
    const operator = await createOperator(t);
    for (const caller of [agent, operator]) {
      const response = await get(URL, caller.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Votre rôle ne permet pas cette action.',
      });
    }
  });

  it('refuses a client account without a client record (403)', async () => {
    const family = await createClientAccount(t);
    await db().update(users).set({ client_id: null }).where(eq(users.id, family.userId));
    // The session reads the account again within a second.
    t.clock.advance(2_000);
    const response = await get(URL, family.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: "Ce compte n'a pas d'espace famille ouvert.",
    });
  });

  it("never shows another family's next visit", async () => {
    const family = await createClientAccount(t);
    const other = await createClientAccount(t);
    await createMission(
      t,
      { client_id: other.clientId },
      {
        interventions: [
          { date_debut: at('2026-03-03T09:00:00Z'), date_fin: at('2026-03-03T11:00:00Z') },
        ],
      },
    );
    expect((await accueilOf(family)).prochaine_visite).toBeNull();
    expect((await accueilOf(other)).prochaine_visite).not.toBeNull();
  });
});
