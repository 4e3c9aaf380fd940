import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import { signLinkToken } from '../../lib/signed-link.ts';
import {
  aSpotOfItsOwn,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  grantLeave,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { bearer, encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Scenario proposals composed by the back office (issue 10, point 6; docs/planning.md): one to
 * three proposals checked against each agent's agenda and saved together, the signed link mailed
 * to the client, the acceptance, and the planned billing of the accepted proposal. The test clock
 * starts on Monday 2026-03-02 at 09:00 UTC.
 */

const { t, post, get, db } = suiteOfTheFile();
// Each test's own client, operator and two agents (Awa, Bruno) at a spot of its own.
const own = madeForEachTest(async () => {
  const spot = aSpotOfItsOwn();
  const nearby = { lat: spot.lat, lng: spot.lng + 0.01 };
  return {
    client: await createClientAccount(t, spot),
    operator: await createOperator(t),
    awa: await createAgentAccount(t, { prenom: 'Awa', position: nearby }),
    bruno: await createAgentAccount(t, { prenom: 'Bruno', position: nearby }),
  };
});

/** Tuesdays 09:00–12:00 and Thursdays 14:00–16:00. */
const TUE_THU = [
  { day: 2, time_debut: '09:00', time_fin: '12:00' },
  { day: 4, time_debut: '14:00', time_fin: '16:00' },
];

const body = (propositions: object[], extra: object = {}) => ({
  client_id: own.client.clientId,
  client_besoin_skill_id: 1,
  is_ponctuel: false,
  date_debut: '2026-03-09',
  date_fin: '2026-04-30',
  propositions,
  ...extra,
});

const create = (payload: object, token = own.operator.token) =>
  post('/api/scenarios/create', token, payload);

const scenariosOfClient = () =>
  db().select().from(scenarios).where(eq(scenarios.client_id, own.client.clientId));

const lastMail = async () =>
  (await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
/** Id of the last mail sent, 0 before the first (the test may run first: the order is shuffled). */
const lastMailId = async () =>
  (await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;

/** Refused, and nothing saved nor mailed. */
async function expectNothingSaved(mailBefore: number) {
  expect(await scenariosOfClient()).toHaveLength(0);
  expect(await lastMailId()).toBe(mailBefore);
}

describe('scenarios/create', () => {
  it('saves one to three proposals and mails the client a signed link that opens them', async () => {
    const response = await create(
      body([
        { titre: 'Awa le mardi et le jeudi', candidat_id: own.awa.candidatId, horaires: TUE_THU },
        { candidat_id: own.bruno.candidatId, horaires: [TUE_THU[0]] },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      statut: 'propose',
      titre: 'Awa le mardi et le jeudi',
      agent: { id: own.awa.candidatId, prenom: 'Awa' },
      horaires: TUE_THU,
      nb_heures_semaine: 5,
      // 5 h a week at 24 € × 52 / 12.
      montant_estime_ttc: 520,
    });
    expect(created[1]).toMatchObject({ titre: 'Proposition 2', agent: { prenom: 'Bruno' } });
    const mail = await lastMail();
    expect(mail.to).toBe(response.json().envoi.email);
    expect(mail.subject).toBe('Vos propositions de planning Maisonnée');
    const link = /\/scenario-propositions\?client=([^&\s]+)&token=([^\s]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    // The link alone (no access token) opens the proposals.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/scenarios/client/${link![1]}?token=${link![2]}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toHaveLength(2);
    const listed = await get(
      `/api/scenarios/admin/client/${encrypted(t, own.client.clientId)}`,
      own.operator.token,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(2);
  });

  it('refuses an agent busy, on leave or without the skill, with its code; nothing saved or mailed', async () => {
    const mailBefore = await lastMailId();
    await createMission(
      t,
      { client_id: (await createClientAccount(t)).clientId },
      {
        interventions: [
          {
            candidat_id: own.bruno.candidatId,
            date_debut: at('2026-03-12T13:00:00Z'),
            date_fin: at('2026-03-12T15:00:00Z'),
          },
        ],
      },
    );
    const busy = await create(
      body([
        { candidat_id: own.awa.candidatId, horaires: TUE_THU },
        { candidat_id: own.bruno.candidatId, horaires: TUE_THU },
      ]),
    );
    expect(expectRefusal(busy, 'AGENT_BUSY').message).toBe(
      'Bruno a déjà une intervention le Jeu. 12/03/2026 14:00 - 16:00 : choisissez un autre agent ou une autre période.',
    );
    await grantLeave(t, own.awa, '2026-03-10', '2026-03-10');
    const leave = await create(body([{ candidat_id: own.awa.candidatId, horaires: TUE_THU }]));
    expectRefusal(leave, 'AGENT_ON_LEAVE');
    const otherSkill = await createAgentAccount(t, { prenom: 'Chloé', competences: [3] });
    const noSkill = await create(body([{ candidat_id: otherSkill.candidatId, horaires: TUE_THU }]));
    expectRefusal(noSkill, 'AGENT_WITHOUT_SKILL');
    await expectNothingSaved(mailBefore);
  });

  it('answers 400 in French for a slot off the grid, four proposals or a proposal without slots', async () => {
    const mailBefore = await lastMailId();
    const offGrid = await create(
      body([
        {
          candidat_id: own.awa.candidatId,
          horaires: [{ day: 2, time_debut: '09:15', time_fin: '12:00' }],
        },
      ]),
    );
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(offGrid.json().error.fields)).toContain('demi-heure');
    const four = await create(
      body(
        Array.from({ length: 4 }, () => ({ candidat_id: own.awa.candidatId, horaires: TUE_THU })),
      ),
    );
    expect(four.statusCode).toBe(400);
    const empty = await create(body([{ candidat_id: own.awa.candidatId }]));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().error)).toContain('Chaque proposition a ses horaires');
    await expectNothingSaved(mailBefore);
  });

  it('is for the commercial team: recruitment and clients get 403', async () => {
    const recruiter = await createOperator(t, [2]);
    const payload = body([{ candidat_id: own.awa.candidatId, horaires: TUE_THU }]);
    expect((await create(payload, recruiter.token)).statusCode).toBe(403);
    expect((await create(payload, own.client.token)).statusCode).toBe(403);
    const list = await get(
      `/api/scenarios/admin/client/${encrypted(t, own.client.clientId)}`,
      own.client.token,
    );
    expect(list.statusCode).toBe(403);
    expect(await scenariosOfClient()).toHaveLength(0);
  });
});

describe('accepting a proposal, and its planned billing', () => {
  async function twoProposals() {
    const response = await create(
      body([
        { candidat_id: own.awa.candidatId, horaires: TUE_THU },
        { candidat_id: own.bruno.candidatId, horaires: TUE_THU },
      ]),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data.map((s: { id: number }) => s.id) as number[];
  }
  const accept = (scenarioId: number) =>
    post('/api/interventions/create-from-scenario-app', own.client.token, {
      scenario_id: scenarioId,
    });

  it('creates the interventions with the agent, refuses the other proposals, bills month by month', async () => {
    const [first, second] = await twoProposals();
    const accepted = await accept(first!);
    expect(accepted.statusCode).toBe(201);
    expect(
      accepted
        .json()
        .data.every((i: { candidat_id: number }) => i.candidat_id === own.awa.candidatId),
    ).toBe(true);
    const rows = await scenariosOfClient();
    expect(rows.find((r) => r.id === first)!.statut).toBe('accepte');
    expect(rows.find((r) => r.id === second)!.statut).toBe('refuse');

    const billing = await get(
      `/api/scenarios/facturation-planifiee/${encrypted(t, first!)}`,
      own.client.token,
    );
    expect(billing.statusCode).toBe(200);
    // March: Tuesdays 10, 17, 24, 31 (12 h) and Thursdays 12, 19, 26 (6 h); April: Tuesdays
    // 7, 14, 21, 28 (12 h) and Thursdays 2, 9, 16, 23, 30 (10 h); 24 € an hour on weekdays.
    expect(billing.json().data).toMatchObject({
      scenario_id: first,
      statut: 'accepte',
      date_debut: '2026-03-09',
      date_fin: '2026-04-30',
      prix_horaire_ttc: 24,
      mois: [
        {
          mois: '2026-03',
          nb_interventions: 7,
          nb_heures: 18,
          montant_ttc: 432,
          reste_a_charge_ttc: 216,
        },
        {
          mois: '2026-04',
          nb_interventions: 9,
          nb_heures: 22,
          montant_ttc: 528,
          reste_a_charge_ttc: 264,
        },
      ],
      total_ttc: 960,
      total_reste_a_charge_ttc: 480,
    });
  });

  it('shows the billing to its client and the back office only: not by link alone, not to another client', async () => {
    const [first] = await twoProposals();
    const url = `/api/scenarios/facturation-planifiee/${encrypted(t, first!)}`;
    expect((await get(url, own.operator.token)).statusCode).toBe(200);
    // Amounts are never given by a signed link alone (like invoices, issue 9).
    const token = signLinkToken(
      t.config.jwtSecret,
      'facturation-planifies-modal',
      own.client.clientId,
      new Date('2026-04-01T00:00:00Z'),
    );
    const linked = await t.app.inject({ method: 'GET', url: `${url}?token=${token}` });
    expect(linked.statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await createClientAccount(t);
    const foreign = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses the acceptance when the agent took another slot meanwhile (AGENT_BUSY), nothing created', async () => {
    const [first] = await twoProposals();
    await createMission(
      t,
      { client_id: (await createClientAccount(t)).clientId },
      {
        interventions: [
          {
            candidat_id: own.awa.candidatId,
            date_debut: at('2026-03-17T08:00:00Z'),
            date_fin: at('2026-03-17T10:00:00Z'),
          },
        ],
      },
    );
    const response = await accept(first!);
    expect(expectRefusal(response, 'AGENT_BUSY').details).toEqual({ date: '2026-03-17' });
    const rows = await scenariosOfClient();
    expect(rows.every((r) => r.statut === 'propose' && r.mission_id === null)).toBe(true);
    const created = await db()
      .select()
      .from(interventions)
      .where(eq(interventions.client_id, own.client.clientId));
    expect(created).toHaveLength(0);
  });
});
