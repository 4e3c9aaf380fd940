import { formatDeadline, formatMonth } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AgentAccount,
  aSpotOfItsOwn,
  at,
  type ClientAccount,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  notificationsOf,
  type OperatorAccount,
  requestsOn,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { buildTestApp, encrypted, signIn, type TestApp } from '../../../test/helper.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { depassements, facture_lignes, factures } from '../../db/schema/factures.ts';
import { users } from '../../db/schema/users.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { runRelevesJob } from './releves.job.ts';
import {
  billableLinesForMonth,
  clientsWithTimesheet,
  DELAI_PASSE,
  syncMonth,
} from './releves.service.ts';

/*
 * The monthly timesheet (docs/releves.md). Planned times are Paris wall-clock times stored as UTC;
 * check-ins are real instants. March 2026 ends in Paris on 2026-03-31T22:00Z (summer time), so
 * its lines can be contested until 2026-04-05T22:00Z (5 days).
 */

let t: TestApp;
let client: ClientAccount;
let otherClient: ClientAccount;
let agent: AgentAccount;
let commercial: OperatorAccount;
let comptable: OperatorAccount;
const http = requestsOn(() => t);

const MARCH_DEADLINE = '2026-04-05T22:00:00.000Z';
const IN_MARCH = at('2026-03-20T10:00:00Z');

const deps = () =>
  ({ db: t.database.db, config: t.config, now: t.clock.now }) as unknown as ModuleDeps;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Done {
  /** Planned, wall-clock (as stored). */
  debut: string;
  fin: string;
  /** Real check-in and check-out; null: not checked. */
  in: string | null;
  out: string | null;
  statut?: 'terminee' | 'planifiee' | 'en_cours';
}

/** A mission of the client with these interventions, done by the test's agent. */
async function missionWith(of: ClientAccount, done: Done[], mutuelleId: number | null = null) {
  return createMission(
    t,
    { client_id: of.clientId, mutuelle_id: mutuelleId },
    {
      interventions: done.map((d) => ({
        date_debut: at(d.debut),
        date_fin: at(d.fin),
        candidat_id: agent.candidatId,
        statut: d.statut ?? 'terminee',
        pointage_debut_at: d.in ? at(d.in) : null,
        pointage_fin_at: d.out ? at(d.out) : null,
      })),
    },
  );
}

const MARCH: Done[] = [
  // 120 planned, 135 worked (15 over).
  {
    debut: '2026-03-05T09:00:00Z',
    fin: '2026-03-05T11:00:00Z',
    in: '2026-03-05T07:58:00Z',
    out: '2026-03-05T10:13:30Z',
  },
  // 120 planned, 112 worked.
  {
    debut: '2026-03-12T09:00:00Z',
    fin: '2026-03-12T11:00:00Z',
    in: '2026-03-12T08:03:00Z',
    out: '2026-03-12T09:55:00Z',
  },
  // Not done: no line.
  {
    debut: '2026-03-26T09:00:00Z',
    fin: '2026-03-26T11:00:00Z',
    in: null,
    out: null,
    statut: 'planifiee',
  },
];

interface Ligne {
  id: number;
  intervention_id: number;
  statut: string;
  minutes_prevues: number;
  minutes_realisees: number;
  minutes_retenues: number | null;
  depassement_minutes: number;
  agent_nom: string | null;
  date: string;
  date_limite: string;
  facture_id: number | null;
}

async function releve(of: ClientAccount, periode = '2026-03', token = of.token) {
  const response = await http.get(
    `/api/releves/${encrypted(t, of.clientId)}?periode=${periode}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    lignes: Ligne[];
    date_limite: string | null;
    nb_a_confirmer: number;
    nb_contestees: number;
    minutes_realisees: number;
    depassements: { nb_heures: number; mission_id: number }[];
  };
}

beforeEach(async () => {
  setClock(t, IN_MARCH);
  const spot = aSpotOfItsOwn();
  client = await createClientAccount(t, spot);
  otherClient = await createClientAccount(t, spot);
  agent = await createAgentAccount(t, { prenom: 'Karim' });
  commercial = await createOperator(t, [3]);
  comptable = await createOperator(t, [4]);
});

/** Moves the clock (days later) and signs the client in again: its token expired meanwhile. */
async function later(instant: Date) {
  setClock(t, instant);
  const [user] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
  client = { ...client, token: (await signIn(t, user!.email)).access_token };
}

describe('the timesheet of a month', () => {
  it('measures the minutes between check-in and check-out, not the plan, and shows the overrun', async () => {
    await missionWith(client, MARCH);
    const data = await releve(client);
    expect(data.lignes.map((l) => [l.date, l.minutes_prevues, l.minutes_realisees])).toEqual([
      ['2026-03-05', 120, 135],
      ['2026-03-12', 120, 112],
    ]);
    expect(data.lignes.map((l) => l.depassement_minutes)).toEqual([15, 0]);
    expect(data.lignes[0]).toMatchObject({
      statut: 'a_confirmer',
      agent_nom: 'Karim Benali',
      date_limite: MARCH_DEADLINE,
      facture_id: null,
    });
    expect(data).toMatchObject({
      date_limite: MARCH_DEADLINE,
      nb_a_confirmer: 2,
      nb_contestees: 0,
      minutes_realisees: 247,
    });
    // Reading again adds nothing.
    expect((await releve(client)).lignes).toHaveLength(2);
    const periodes = await http.get(
      `/api/releves/${encrypted(t, client.clientId)}/periodes`,
      client.token,
    );
    expect(periodes.json().data).toEqual([
      { periode: '2026-03', nb_lignes: 2, nb_a_confirmer: 2, date_limite: MARCH_DEADLINE },
    ]);
  });

  it('adds an accepted extension to the planned minutes', async () => {
    await createMission(
      t,
      { client_id: client.clientId },
      {
        interventions: [
          {
            date_debut: at('2026-03-05T09:00:00Z'),
            date_fin: at('2026-03-05T11:00:00Z'),
            statut: 'terminee',
            pointage_debut_at: at('2026-03-05T08:00:00Z'),
            pointage_fin_at: at('2026-03-05T10:30:00Z'),
            prolongation_minutes: 30,
            prolongation_statut: 'acceptee',
          },
        ],
      },
    );
    const [line] = (await releve(client)).lignes;
    expect(line).toMatchObject({
      minutes_prevues: 150,
      minutes_realisees: 150,
      depassement_minutes: 0,
    });
  });

  it("refuses another client's timesheet and a bad month, in French", async () => {
    await missionWith(client, MARCH);
    const other = await http.get(
      `/api/releves/${encrypted(t, client.clientId)}?periode=2026-03`,
      otherClient.token,
    );
    expect(other.statusCode).toBe(403);
    const bad = await http.get(
      `/api/releves/${encrypted(t, client.clientId)}?periode=2026-13`,
      client.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error)).toContain('Mois attendu au format AAAA-MM.');
    const badBody = await http.post('/api/releves/confirmer', client.token, {
      client_id: client.clientId,
      periode: '03-2026',
    });
    expect(badBody.statusCode).toBe(400);
  });
});

describe('confirming and contesting', () => {
  it('confirms some lines, then all the others', async () => {
    await missionWith(client, MARCH);
    const [first, second] = (await releve(client)).lignes;
    const some = await http.post('/api/releves/confirmer', client.token, {
      client_id: client.clientId,
      periode: '2026-03',
      ligne_ids: [first!.id],
    });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().data.lignes.map((l: Ligne) => l.statut)).toEqual([
      'confirme',
      'a_confirmer',
    ]);
    const all = await http.post('/api/releves/confirmer', client.token, {
      client_id: client.clientId,
      periode: '2026-03',
    });
    expect(all.json().data.lignes.map((l: Ligne) => l.statut)).toEqual(['confirme', 'confirme']);
    expect(all.json().data.nb_a_confirmer).toBe(0);
    expect(second).toBeDefined();
    // Another client cannot confirm it.
    const other = await http.post('/api/releves/confirmer', otherClient.token, {
      client_id: client.clientId,
      periode: '2026-03',
    });
    expect(other.statusCode).toBe(403);
  });

  it('opens a task and tells the commercial team when the client contests before the deadline', async () => {
    await missionWith(client, MARCH);
    const [first] = (await releve(client)).lignes;
    const response = await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: "L'intervenante est partie à 10 h.",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: first!.id,
      statut: 'conteste',
      motif_contestation: "L'intervenante est partie à 10 h.",
    });
    const [task] = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.cle, `releve_conteste:releve:${first!.id}`));
    expect(task).toMatchObject({
      type: 'releve_conteste',
      kind: 'commercial',
      client_id: client.clientId,
      treated_at: null,
    });
    expect(task!.title).toContain('05/03/2026');
    expect(task!.note).toContain('2 h 15');
    const told = await notificationsOf(t, commercial.userId);
    expect(told.some((n) => n.title === 'Heures contestées')).toBe(true);
    // Twice: refused.
    const again = await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: 'Encore',
    });
    expect(again.statusCode).toBe(409);
    // A contested line is not billable yet.
    const month = await billableLinesForMonth(deps(), client.clientId, '2026-03');
    expect(month.pending).toBe(2);
    expect(month.lines).toEqual([]);
  });

  it("refuses the contest of another client's line and one without a reason", async () => {
    await missionWith(client, MARCH);
    const [first] = (await releve(client)).lignes;
    const other = await http.post('/api/releves/contester', otherClient.token, {
      ligne_id: first!.id,
      motif: 'Pas moi',
    });
    expect(other.statusCode).toBe(403);
    const missing = await http.post('/api/releves/contester', client.token, {
      ligne_id: 999_999,
      motif: 'Introuvable',
    });
    expect(missing.statusCode).toBe(404);
    const empty = await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('confirms the lines by itself after the deadline, and then refuses a contest', async () => {
    await missionWith(client, MARCH);
    const [first] = (await releve(client)).lignes;
    await later(at('2026-04-05T21:59:00Z'));
    expect((await releve(client)).lignes.map((l) => l.statut)).toEqual([
      'a_confirmer',
      'a_confirmer',
    ]);
    await later(at('2026-04-05T22:00:00Z'));
    const late = await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: 'Trop tard',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(DELAI_PASSE);
    expect((await releve(client)).lignes.map((l) => l.statut)).toEqual([
      'confirme_auto',
      'confirme_auto',
    ]);
    const month = await billableLinesForMonth(deps(), client.clientId, '2026-03');
    expect(month).toEqual({
      pending: 0,
      lines: [
        expect.objectContaining({ date: '2026-03-05', minutes: 135, agentNom: 'Karim Benali' }),
        expect.objectContaining({ date: '2026-03-12', minutes: 112 }),
      ],
    });
  });

  it('gives a line found after the deadline a deadline of its own', async () => {
    await later(at('2026-04-10T08:00:00Z'));
    await missionWith(client, MARCH);
    const [line] = (await releve(client)).lignes;
    expect(line).toMatchObject({ statut: 'a_confirmer', date_limite: '2026-04-15T08:00:00.000Z' });
  });
});

describe('a line already invoiced', () => {
  it('names its invoice and can no longer change once the invoice is issued', async () => {
    const { interventionIds } = await missionWith(client, MARCH);
    const [first] = (await releve(client)).lignes;
    const [facture] = await t.database.db
      .insert(factures)
      .values({
        client_id: client.clientId,
        periode: '2026-03',
        date_debut: '2026-03-01',
        date_fin: '2026-03-31',
        montant_ttc: 54,
        statut: 'brouillon',
      })
      .returning({ id: factures.id });
    await t.database.db.insert(facture_lignes).values({
      facture_id: facture!.id,
      intervention_id: interventionIds[0]!,
      libelle: 'Ménage',
      minutes: 135,
      quantite: 2.25,
      prix_unitaire_ttc: 24,
      taux_tva: 0.1,
      montant_ht: 49.09,
      montant_tva: 4.91,
      montant_ttc: 54,
    });
    expect((await releve(client)).lignes[0]!.facture_id).toBe(facture!.id);
    // A draft does not freeze the line; an issued invoice does.
    await t.database.db
      .update(factures)
      .set({ statut: 'emise', numero: `F-TEST-${facture!.id}`, issued_at: IN_MARCH })
      .where(eq(factures.id, facture!.id));
    const contest = await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: 'Trop cher',
    });
    expect(contest.statusCode).toBe(409);
    expect(contest.json().error.message).toContain('facture émise');
  });
});

describe("the agency's ruling", () => {
  it('keeps the minutes accounting rules for the invoice and tells the client', async () => {
    await missionWith(client, MARCH);
    const [first, second] = (await releve(client)).lignes;
    await http.post('/api/releves/contester', client.token, {
      ligne_id: first!.id,
      motif: 'Partie plus tôt.',
    });
    // The client cannot rule; a line not contested cannot be ruled on.
    expect(
      (
        await http.post('/api/releves/corriger', client.token, {
          ligne_id: first!.id,
          minutes_retenues: 10,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await http.post('/api/releves/corriger', comptable.token, {
          ligne_id: second!.id,
          minutes_retenues: 100,
        })
      ).statusCode,
    ).toBe(409);
    const ruled = await http.post('/api/releves/corriger', comptable.token, {
      ligne_id: first!.id,
      minutes_retenues: 120,
      note: 'Arrivée à l’heure prévue.',
    });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect(ruled.json().data).toMatchObject({
      statut: 'corrige',
      minutes_retenues: 120,
      note_agence: 'Arrivée à l’heure prévue.',
    });
    // The contest's cockpit task is closed by the ruling.
    const [tache] = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.cle, `releve_conteste:releve:${first!.id}`));
    expect(tache?.treated_at).not.toBeNull();
    expect(tache?.treated_by_user_id).toBe(comptable.userId);
    const told = await notificationsOf(t, client.userId);
    expect(told.some((n) => n.title === 'Heures corrigées' && n.body?.includes('2 h'))).toBe(true);
    const month = await billableLinesForMonth(deps(), client.clientId, '2026-03');
    // The second line still waits for the client.
    expect(month.pending).toBe(1);
    expect(month.lines).toEqual([expect.objectContaining({ releveId: first!.id, minutes: 120 })]);
    expect(await clientsWithTimesheet(deps(), '2026-03')).toContain(client.clientId);
    expect(await clientsWithTimesheet(deps(), '2026-03')).not.toContain(otherClient.clientId);
    // Accounting lists every client's lines.
    const list = await http.get('/api/releves?periode=2026-03&statut=corrige', comptable.token);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as (Ligne & { client_nom: string })[];
    expect(items.find((i) => i.id === first!.id)?.client_nom).toContain('Durand');
    expect(items.every((i) => i.statut === 'corrige')).toBe(true);
  });
});

describe('client/savedepassement', () => {
  it('records the hours agreed beyond the mutuelle, only on a mutuelle mission of the caller', async () => {
    const [mutuelle] = await t.database.db
      .insert(mutuelles)
      .values({ nom: `Mutuelle ${Math.random().toString(36).slice(2)}` })
      .returning({ id: mutuelles.id });
    const { missionId } = await missionWith(client, [], mutuelle!.id);
    const ok = await http.post('/api/client/savedepassement', client.token, {
      mission_id: missionId,
      nb_heures: 2.5,
      commentaire: 'Ménage de printemps',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: missionId, mutuelle_id: mutuelle!.id });
    const rows = await t.database.db
      .select()
      .from(depassements)
      .where(eq(depassements.mission_id, missionId));
    expect(rows).toMatchObject([{ client_id: client.clientId, nb_heures: 2.5 }]);
    expect((await releve(client)).depassements).toMatchObject([
      { mission_id: missionId, nb_heures: 2.5 },
    ]);
    const byCommercial = await http.post('/api/client/savedepassement', commercial.token, {
      mission_id: missionId,
      nb_heures: 1,
    });
    expect(byCommercial.statusCode).toBe(200);
    const other = await http.post('/api/client/savedepassement', otherClient.token, {
      mission_id: missionId,
      nb_heures: 1,
    });
    expect(other.statusCode).toBe(403);
    const { missionId: sansMutuelle } = await missionWith(client, []);
    const refused = await http.post('/api/client/savedepassement', client.token, {
      mission_id: sansMutuelle,
      nb_heures: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('mutuelle');
    const bad = await http.post('/api/client/savedepassement', client.token, {
      mission_id: missionId,
      nb_heures: 1.3,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the hourly job', () => {
  it('tells each client once that the month that ended is ready, and confirms after the deadline', async () => {
    await missionWith(client, MARCH);
    // During the month: lines, but nobody is told yet.
    await runRelevesJob(deps(), at('2026-03-31T12:00:00Z'));
    const readyTitle = "Relevé d'heures à confirmer";
    const count = async () =>
      (await notificationsOf(t, client.userId)).filter((n) => n.title === readyTitle).length;
    expect(await count()).toBe(0);
    await runRelevesJob(deps(), at('2026-04-01T08:00:00Z'));
    expect(await count()).toBe(1);
    const [told] = (await notificationsOf(t, client.userId)).filter((n) => n.title === readyTitle);
    // The deadline as every screen writes it (formatDeadline): 6 April 00:00 Paris closes the 5th.
    expect(told!.body).toBe(
      "Vos heures de mars 2026 sont prêtes : confirmez-les ou signalez une erreur jusqu'au 5 avril 2026 inclus. Sans réponse, elles seront confirmées.",
    );
    expect(told!.landing_page).toBe('/documents?releve=2026-03');
    await runRelevesJob(deps(), at('2026-04-01T09:00:00Z'));
    expect(await count()).toBe(1);
    await runRelevesJob(deps(), at('2026-04-06T09:00:00Z'));
    await later(at('2026-04-06T09:00:00Z'));
    expect((await releve(client)).lignes.map((l) => l.statut)).toEqual([
      'confirme_auto',
      'confirme_auto',
    ]);
    expect(await count()).toBe(1);
  });

  it('tells every client of the agency with lines to confirm, each once', async () => {
    await missionWith(client, MARCH);
    await missionWith(otherClient, MARCH.slice(0, 1));
    const readyTitle = "Relevé d'heures à confirmer";
    const toldOf = async (userId: number) =>
      (await notificationsOf(t, userId)).filter(
        (n) => n.title === readyTitle && n.landing_page === '/documents?releve=2026-03',
      ).length;
    expect(await runRelevesJob(deps(), at('2026-04-01T08:00:00Z'))).toMatchObject({
      notifies: expect.any(Number),
    });
    expect(await toldOf(client.userId)).toBe(1);
    expect(await toldOf(otherClient.userId)).toBe(1);
    await runRelevesJob(deps(), at('2026-04-01T09:00:00Z'));
    expect(await toldOf(client.userId)).toBe(1);
    expect(await toldOf(otherClient.userId)).toBe(1);
  });
});

describe('the timesheet notification text', () => {
  it('elides « de » before a month starting with a vowel (« Vos heures d’octobre »)', () => {
    const message = (periode: string) =>
      NOTIFICATION_MESSAGES.facture.releveAConfirmer({
        mois: formatMonth(periode),
        periode,
        dateLimite: formatDeadline('2026-11-05T23:00:00Z'),
        clientId: 1,
      }).body;
    expect(message('2026-10')).toMatch(/^Vos heures d'octobre 2026 sont prêtes/);
    expect(message('2026-08')).toMatch(/^Vos heures d'août 2026 sont prêtes/);
    expect(message('2026-11')).toMatch(/^Vos heures de novembre 2026 sont prêtes/);
    expect(message('2026-10')).toContain("jusqu'au 5 novembre 2026 inclus");
  });
});

describe('bringing a month up to date', () => {
  it('reads the month in rounds and adds each intervention done once, equal start times included', async () => {
    // Five done interventions, two of them starting at the same time: with rounds of two, the
    // round boundaries fall between equal start times and between days.
    const same = {
      debut: '2026-03-10T09:00:00Z',
      fin: '2026-03-10T10:00:00Z',
      in: '2026-03-10T08:00:00Z',
      out: '2026-03-10T09:00:00Z',
    };
    await missionWith(client, [
      ...MARCH,
      same,
      same,
      { ...same, debut: '2026-03-11T09:00:00Z', fin: '2026-03-11T10:00:00Z' },
    ]);
    const now = at('2026-03-31T12:00:00Z');
    expect(await syncMonth(deps(), '2026-03', now, client.clientId, { batch: 2 })).toBe(5);
    expect(await syncMonth(deps(), '2026-03', now, client.clientId, { batch: 2 })).toBe(0);
    await later(now);
    expect((await releve(client)).lignes).toHaveLength(5);
  });
});
