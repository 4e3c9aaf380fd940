import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { conges, demissions } from '../../db/schema/candidat-declarations.ts';
import { documents } from '../../db/schema/documents.ts';
import {
  type AgentAccount,
  at,
  type ClientAccount,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  interventionRow,
  multipartBody,
  notificationsOf,
  type OperatorAccount,
  PDF,
  PNG,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { bearer, encrypted, type TestApp } from '../../../test/helper.ts';

// The test clock starts on Monday 2026-03-02 at 09:00 UTC.

const { t, post } = suiteOfTheFile();
let agent: AgentAccount;
let otherAgent: AgentAccount;
let applicant: AgentAccount;
let client: ClientAccount;
let recruiter: OperatorAccount;
let wednesday: number;
let othersIntervention: number;

/**
 * Every test gets its own agents, client, recruiter and Wednesday mission (one intervention for
 * each agent), so no test reads what another one saved.
 */
async function createAgentsWorld(t: TestApp) {
  const agent = await createAgentAccount(t);
  const otherAgent = await createAgentAccount(t, { prenom: 'Inès' });
  const applicant = await createAgentAccount(t, {
    statut: 3,
    contratSigned: false,
    prenom: 'Zoé',
  });
  const client = await createClientAccount(t);
  const recruiter = await createOperator(t, [2]);
  const { interventionIds } = await createMission(
    t,
    { client_id: client.clientId },
    {
      interventions: [
        {
          candidat_id: agent.candidatId,
          date_debut: at('2026-03-04T09:00:00Z'),
          date_fin: at('2026-03-04T11:00:00Z'),
        },
        {
          candidat_id: otherAgent.candidatId,
          date_debut: at('2026-03-04T14:00:00Z'),
          date_fin: at('2026-03-04T16:00:00Z'),
        },
      ],
    },
  );
  const [wednesday, othersIntervention] = interventionIds as [number, number];
  return { agent, otherAgent, applicant, client, recruiter, wednesday, othersIntervention };
}

beforeEach(async () => {
  ({ agent, otherAgent, applicant, client, recruiter, wednesday, othersIntervention } =
    await createAgentsWorld(t));
});

const countRows = async (table: typeof demissions | typeof documents | typeof conges) =>
  (await t.database.db.select().from(table)).length;

/** The agent's own resignations (other tests save theirs in the same database). */
const countDemissionsOf = async (candidatId: number) =>
  (await t.database.db.select().from(demissions).where(eq(demissions.candidat_id, candidatId)))
    .length;

/** Leave asked for the week of Monday 2026-04-06. */
const VACANCES = { debut: '2026-04-06', fin: '2026-04-10', motif: 'Vacances' };
/** A whole-day sick leave on Wednesday 2026-03-04. */
const SICK_DAY = {
  debut: '2026-03-04',
  fin: '2026-03-04',
  time_debut: '00:00',
  time_fin: '24:00',
  motif: 'maladie',
};

const saveConge = (token: string, body: object) => post('/api/candidat/conges/save', token, body);
const saveAbsence = (token: string, body: object) =>
  post('/api/candidat/absences/save', token, body);
const saveRetard = (token: string, body: object) => post('/api/candidat/retards/save', token, body);

/** A multipart request (fields and an optional file) with the caller's access token. */
function postMultipart(
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
}

/** The sick day declared by the agent through the API; answers its id. */
async function declareAbsence(agent: AgentAccount): Promise<number> {
  const response = await saveAbsence(agent.token, { candidat_id: agent.candidatId, ...SICK_DAY });
  if (response.statusCode !== 201) throw new Error(`absences/save: ${response.statusCode}`);
  return response.json().data.id;
}

describe('leave, absences and delays', () => {
  it('saves a leave request; recruitment is told', async () => {
    const response = await saveConge(agent.token, { candidat_id: agent.candidatId, ...VACANCES });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      candidat_id: agent.candidatId,
      debut: '2026-04-06',
      fin: '2026-04-10',
      statut: 'en_attente',
    });
    expect((await notificationsOf(t, recruiter.userId)).map((n) => n.title)).toContain(
      'Demande de congé',
    );
  });

  it('refuses leave for another agent (403) and times off the grid (400), nothing saved', async () => {
    const before = await countRows(conges);
    const week = { debut: '2026-04-06', fin: '2026-04-10' };
    const foreign = await saveConge(agent.token, { candidat_id: otherAgent.candidatId, ...week });
    expect(foreign.statusCode).toBe(403);
    const offGrid = await saveConge(agent.token, {
      candidat_id: agent.candidatId,
      ...week,
      time_debut: '08:10',
    });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().error.fields.time_debut).toContain('demi-heure');
    expect(await countRows(conges)).toBe(before);
  });

  it('declares a delay on its own intervention; the client is told', async () => {
    const response = await saveRetard(agent.token, {
      candidat_id: agent.candidatId,
      intervention_id: wednesday,
      minutes: 15,
    });
    expect(response.statusCode).toBe(201);
    expect((await notificationsOf(t, client.userId)).map((n) => n.title)).toContain(
      'Votre intervenant aura du retard',
    );
    const foreign = await saveRetard(agent.token, {
      candidat_id: agent.candidatId,
      intervention_id: othersIntervention,
      minutes: 15,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a delay once the intervention has started (DELAY_AFTER_START)', async () => {
    const { interventionIds } = await createMission(
      t,
      { client_id: client.clientId },
      {
        interventions: [
          {
            candidat_id: agent.candidatId,
            statut: 'en_cours',
            date_debut: at('2026-03-02T08:00:00Z'),
            date_fin: at('2026-03-02T10:00:00Z'),
          },
        ],
      },
    );
    const response = await saveRetard(agent.token, {
      candidat_id: agent.candidatId,
      intervention_id: interventionIds[0],
      minutes: 15,
    });
    expect(expectRefusal(response, 'DELAY_AFTER_START').message).toContain('avant le début');
  });

  it('declares an absence: its interventions of the period go back to planning', async () => {
    const response = await saveAbsence(agent.token, { candidat_id: agent.candidatId, ...SICK_DAY });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ ...SICK_DAY, is_justifiee: false });
    expect((await interventionRow(t, wednesday)).candidat_id).toBeNull();
    expect((await interventionRow(t, othersIntervention)).candidat_id).toBe(otherAgent.candidatId);
    expect((await notificationsOf(t, client.userId)).map((n) => n.title)).toContain(
      'Votre intervenant est absent',
    );
  });

  it('lists them for the agent (getAbsencesAgent)', async () => {
    const leave = await saveConge(agent.token, { candidat_id: agent.candidatId, ...VACANCES });
    expect(leave.statusCode).toBe(201);
    const delay = await saveRetard(agent.token, {
      candidat_id: agent.candidatId,
      intervention_id: wednesday,
      minutes: 15,
    });
    expect(delay.statusCode).toBe(201);
    await declareAbsence(agent);
    const response = await post(
      `/api/interventions/getAbsencesAgent/${agent.candidatId}`,
      agent.token,
      {
        date_debut: '2026-03-01',
        date_fin: '2026-04-30',
      },
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.conges).toHaveLength(1);
    expect(data.absences).toHaveLength(1);
    expect(data.retards).toHaveLength(1);
  });
});

describe('absence/save-justificatif (multipart, file optional)', () => {
  let absenceId: number;
  beforeEach(async () => {
    absenceId = await declareAbsence(agent);
  });

  it('attaches a PNG sick note (type 10), empty fields left out', async () => {
    const response = await postMultipart(
      '/api/candidat/absence/save-justificatif',
      agent.token,
      { absence_id: String(absenceId), commentaire: '', document_type_id: '' },
      { name: 'arret.png', type: 'image/png', content: PNG },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: absenceId, is_justifiee: true });
    const [document] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, response.json().data.justificatif_document_id));
    expect(document).toMatchObject({
      document_type_id: 10,
      bucket: 'arretmaladie',
      mime_type: 'image/png',
      original_name: 'arret.png',
      candidat_id: agent.candidatId,
    });
    expect(document!.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(t.config.dataDir, 'uploads', 'arretmaladie', document!.filename))).toBe(
      true,
    );
  });

  it("refuses another agent's absence (403)", async () => {
    const response = await postMultipart(
      '/api/candidat/absence/save-justificatif',
      otherAgent.token,
      { absence_id: String(absenceId), commentaire: 'Vu' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('demission (multipart, letter required)', () => {
  const send = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; content: Buffer },
  ) => postMultipart('/api/candidat/demission', token, fields, file);
  const fields = () => ({
    candidat_id: String(agent.candidatId),
    date_effet: '2026-04-30',
    motif: '',
  });

  it('refuses a resignation without a file (400, fields.file), nothing saved', async () => {
    const before = [await countRows(demissions), await countRows(documents)];
    const response = await send(agent.token, fields());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields.file).toBeTruthy();
    expect(response.json().error.message).toContain('Joignez');
    expect([await countRows(demissions), await countRows(documents)]).toEqual(before);
    expect(await countDemissionsOf(agent.candidatId)).toBe(0);
  });

  it('refuses a file that is not a PDF or an image, whatever it claims (415)', async () => {
    const before = await countRows(documents);
    const response = await send(agent.token, fields(), {
      name: 'lettre.pdf',
      type: 'application/pdf',
      content: Buffer.from('Je démissionne.\n'.repeat(20)),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(response.json().error.message).toContain('PDF, JPEG ou PNG');
    expect(await countRows(documents)).toBe(before);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const response = await send(agent.token, fields(), {
      name: 'lettre.pdf',
      type: 'application/pdf',
      content: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countDemissionsOf(agent.candidatId)).toBe(0);
  });

  it('refuses a JSON request with a clear message (415)', async () => {
    const response = await post('/api/candidat/demission', agent.token, {
      candidat_id: agent.candidatId,
      date_effet: '2026-04-30',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toContain('multipart/form-data');
  });

  it('refuses a resignation for another agent (403)', async () => {
    const response = await send(otherAgent.token, fields(), {
      name: 'lettre.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(response.statusCode).toBe(403);
    expect(await countDemissionsOf(agent.candidatId)).toBe(0);
  });

  it('saves the resignation with its letter; HR gets a mail, recruitment a notification', async () => {
    const response = await send(agent.token, fields(), {
      name: 'lettre.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({
      candidat_id: agent.candidatId,
      date_effet: '2026-04-30',
      motif: null,
    });
    const [document] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, data.document_id));
    expect(document).toMatchObject({
      document_type_id: 8,
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(
      existsSync(join(t.config.dataDir, 'uploads', document!.bucket, document!.filename)),
    ).toBe(true);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, t.config.mail.hr));
    expect(mails).toHaveLength(1);
    expect((await notificationsOf(t, recruiter.userId)).map((n) => n.title)).toContain('Démission');
  });
});

describe('agent space status and interventions', () => {
  it('opens the agent space to an active agent with a signed contract', async () => {
    const response = await post('/api/candidat/check-status-agent-for-appli', agent.token, {
      candidat_id: agent.candidatId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      can_use_app: true,
      message: null,
      statut: 'Agent actif',
    });
  });

  it('keeps it closed for an applicant, with the reason', async () => {
    const response = await post('/api/candidat/check-status-agent-for-appli', applicant.token, {
      candidat_id: applicant.candidatId,
    });
    expect(response.json().data).toMatchObject({ can_use_app: false, has_contrat_signe: false });
    expect(response.json().data.message).toContain('candidature');
    const foreign = await post('/api/candidat/check-status-agent-for-appli', applicant.token, {
      candidat_id: agent.candidatId,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("lists an agent's interventions over a period, for that agent only", async () => {
    const interventionsOfOtherAgent = (token: string) =>
      post(`/api/candidats/interventions/${encrypted(t, otherAgent.candidatId)}`, token, {
        date_debut: '2026-03-01',
        date_fin: '2026-03-31',
      });
    const own = await interventionsOfOtherAgent(otherAgent.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((i: { id: number }) => i.id)).toEqual([othersIntervention]);
    expect(own.json().data[0].client).toMatchObject({
      id: client.clientId,
      adresse: '12 rue de Rivoli',
    });
    const foreign = await interventionsOfOtherAgent(agent.token);
    expect(foreign.statusCode).toBe(403);
  });
});
