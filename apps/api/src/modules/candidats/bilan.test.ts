import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absences, conges, retards } from '../../db/schema/candidat-declarations.ts';
import { intervention_avis } from '../../db/schema/interventions.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  type AgentAccount,
  type OperatorAccount,
} from '../../../test/fixtures-missions.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';

/*
 * An agent's period review (bilan) and its export: the figures of March 2026 for an agent whose
 * month is made below (finished, cancelled and planned interventions, a weekend night, ratings,
 * an absence, a delay, leave across the month's end), then the PDF, CSV and XLSX read back.
 */

let t: TestApp;
let agent: AgentAccount;
let recruiter: OperatorAccount;
let comptable: OperatorAccount;
let commercial: OperatorAccount;

const MARCH = { date_debut: '2026-03-01', date_fin: '2026-03-31' };

beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgentAccount(t);
  recruiter = await createOperator(t, [2]);
  comptable = await createOperator(t, [4]);
  commercial = await createOperator(t, [3]);
  const client = await createClientAccount(t);
  const slot = (start: string, end: string, statut = 'terminee' as const) => ({
    candidat_id: agent.candidatId,
    date_debut: at(start),
    date_fin: at(end),
    statut,
  });
  const { interventionIds } = await createMission(
    t,
    { client_id: client.clientId },
    {
      interventions: [
        // Wednesday, 2 h.
        slot('2026-03-04T09:00:00Z', '2026-03-04T11:00:00Z'),
        // Saturday, 3 h on the weekend.
        slot('2026-03-07T10:00:00Z', '2026-03-07T13:00:00Z'),
        // Sunday 23:00 to Monday 01:00: 2 h, one of them on the weekend.
        slot('2026-03-08T23:00:00Z', '2026-03-09T01:00:00Z'),
        { ...slot('2026-03-05T09:00:00Z', '2026-03-05T11:00:00Z'), statut: 'annulee' as const },
        { ...slot('2026-03-06T09:00:00Z', '2026-03-06T11:00:00Z'), statut: 'planifiee' as const },
        // April: outside the period.
        slot('2026-04-10T09:00:00Z', '2026-04-10T12:00:00Z'),
      ],
    },
  );
  const [wednesday, saturday, , , , april] = interventionIds as number[];
  const db = t.database.db;
  await db.insert(intervention_avis).values([
    {
      intervention_id: wednesday!,
      candidat_id: agent.candidatId,
      client_id: client.clientId,
      note: 4,
    },
    {
      intervention_id: saturday!,
      candidat_id: agent.candidatId,
      client_id: client.clientId,
      note: 5,
    },
    { intervention_id: april!, candidat_id: agent.candidatId, client_id: client.clientId, note: 1 },
  ]);
  await db.insert(absences).values({
    candidat_id: agent.candidatId,
    date_debut: at('2026-03-12T00:00:00Z'),
    date_fin: at('2026-03-13T00:00:00Z'),
    motif: 'maladie',
  });
  await db
    .insert(retards)
    .values({ candidat_id: agent.candidatId, intervention_id: wednesday!, minutes: 15 });
  await db.insert(conges).values([
    // Accepted, from March 30 to April 3: two days in March.
    {
      candidat_id: agent.candidatId,
      date_debut: '2026-03-30',
      date_fin: '2026-04-03',
      statut: 'accepte',
    },
    {
      candidat_id: agent.candidatId,
      date_debut: '2026-03-16',
      date_fin: '2026-03-20',
      statut: 'refuse',
    },
    {
      candidat_id: agent.candidatId,
      date_debut: '2026-03-23',
      date_fin: '2026-03-24',
      statut: 'en_attente',
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, who: { token: string }, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  return { status: response.statusCode, body: response.json() };
}

const EXPECTED_MARCH = {
  candidat_id: 0,
  ...MARCH,
  nb_interventions: 3,
  nb_heures: 7,
  nb_heures_weekend: 4,
  nb_annulations: 1,
  nb_absences: 1,
  nb_retards: 1,
  nb_jours_conges: 2,
  note_moyenne: 4.5,
};

describe('POST candidat/bilan', () => {
  it('sums the period: done hours, weekend hours, cancellations, absences, delays, leave, rating', async () => {
    const bilan = await post('/api/candidat/bilan', recruiter, {
      candidat_id: agent.candidatId,
      ...MARCH,
    });
    expect(bilan.status).toBe(200);
    expect(bilan.body.data).toEqual({ ...EXPECTED_MARCH, candidat_id: agent.candidatId });
  });

  it('counts nothing outside the period', async () => {
    const february = await post('/api/candidat/bilan', comptable, {
      candidat_id: agent.candidatId,
      date_debut: '2026-02-01',
      date_fin: '2026-02-28',
    });
    expect(february.body.data).toMatchObject({
      nb_interventions: 0,
      nb_heures: 0,
      nb_jours_conges: 0,
      note_moyenne: null,
    });
  });

  it('lets the agent read its own review only; refuses other roles and bad periods', async () => {
    const own = await post('/api/candidat/bilan', agent, {
      candidat_id: agent.candidatId,
      ...MARCH,
    });
    expect(own.status).toBe(200);
    const other = await createAgentAccount(t);
    expect(
      (await post('/api/candidat/bilan', other, { candidat_id: agent.candidatId, ...MARCH }))
        .status,
    ).toBe(403);
    expect(
      (await post('/api/candidat/bilan', commercial, { candidat_id: agent.candidatId, ...MARCH }))
        .status,
    ).toBe(403);
    const reversed = await post('/api/candidat/bilan', recruiter, {
      candidat_id: agent.candidatId,
      date_debut: '2026-03-31',
      date_fin: '2026-03-01',
    });
    expect(reversed.status).toBe(400);
    expect(
      (await post('/api/candidat/bilan', recruiter, { candidat_id: 999_999, ...MARCH })).status,
    ).toBe(404);
  });
});

/**
 * Exports the review (of the agent unless `candidatId` is given) and opens the file the way the
 * screen does: a link, then serve-file.
 */
async function exportAndOpen(
  who: { token: string },
  format: 'pdf' | 'csv' | 'xlsx',
  candidatId = agent.candidatId,
) {
  const exported = await post('/api/candidat/bilan-export', who, {
    candidat_id: candidatId,
    ...MARCH,
    format,
  });
  expect(exported.status).toBe(201);
  const file = exported.body.data;
  const link = await t.app.inject({
    method: 'GET',
    url: `/api/documents/link?document_type_id=${file.document_type_id}&filename=${encodeURIComponent(file.filename)}&is_download=true`,
    headers: bearer(who.token),
  });
  expect(link.statusCode).toBe(200);
  const served = await t.app.inject({ method: 'GET', url: link.json().data.url });
  expect(served.statusCode).toBe(200);
  return { file, bytes: served.rawPayload };
}

describe('POST candidat/bilan-export', () => {
  it('writes an XLSX that parses back with the figures', async () => {
    const { file, bytes } = await exportAndOpen(comptable, 'xlsx');
    expect(file).toMatchObject({
      document_type_id: 8,
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      client_id: null,
      candidat_id: agent.candidatId,
    });
    expect(file.filename).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bilan')!;
    const figures = new Map<string, unknown>();
    sheet.eachRow((row) => figures.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(figures.get('Indicateur')).toBe('Valeur');
    expect(figures.get('Interventions réalisées')).toBe(3);
    expect(figures.get('Heures réalisées')).toBe(7);
    expect(figures.get('Heures le week-end')).toBe(4);
    expect(figures.get('Interventions annulées')).toBe(1);
    expect(figures.get('Absences')).toBe(1);
    expect(figures.get('Retards')).toBe(1);
    expect(figures.get('Jours de congé')).toBe(2);
    expect(figures.get('Note moyenne (sur 5)')).toBe(4.5);
    expect(figures.get('Agent')).toBe('Karim Benali');
    expect(figures.get('Période')).toBe('du 01/03/2026 au 31/03/2026');
  });

  it('writes a CSV a French spreadsheet opens: header, semicolons, decimal commas', async () => {
    const { file, bytes } = await exportAndOpen(recruiter, 'csv');
    expect(file.mime_type).toBe('text/csv');
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.split(/\r?\n/);
    expect(lines[0]).toBe('Indicateur;Valeur');
    expect(lines).toContain('Interventions réalisées;3');
    expect(lines).toContain('Heures réalisées;7');
    expect(lines).toContain('Heures le week-end;4');
    expect(lines).toContain('Note moyenne (sur 5);4,5');
    expect(lines).toContain('Jours de congé;2');
  });

  it('writes a PDF the agent may open for its own review, kept out of its documents', async () => {
    const { file, bytes } = await exportAndOpen(agent, 'pdf');
    expect(file.mime_type).toBe('application/pdf');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/candidats/documents/${encrypted(t, agent.candidatId)}`,
      headers: bearer(agent.token),
    });
    expect(listed.json().documents).toEqual([]);
    const other = await createAgentAccount(t);
    const refused = await post('/api/candidat/bilan-export', other, {
      candidat_id: agent.candidatId,
      ...MARCH,
      format: 'pdf',
    });
    expect(refused.status).toBe(403);
    const badFormat = await post('/api/candidat/bilan-export', recruiter, {
      candidat_id: agent.candidatId,
      ...MARCH,
      format: 'docx',
    });
    expect(badFormat.status).toBe(400);
  });
});

describe('POST candidat/bilan-export with a hostile name (CSV injection)', () => {
  const HOSTILE = ['=HYPERLINK("http://evil.example";"clic")', "+cmd|' /C calc'!A0"];

  async function exportFor(prenom: string, format: 'csv' | 'xlsx') {
    const hostile = await createAgentAccount(t, { prenom });
    return (await exportAndOpen(recruiter, format, hostile.candidatId)).bytes;
  }

  it.each(HOSTILE)('writes %j as text in the XLSX (read back with exceljs)', async (prenom) => {
    const bytes = await exportFor(prenom, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bilan')!;
    const cells = new Map<string, ExcelJS.Cell>();
    sheet.eachRow((row) => cells.set(String(row.getCell(1).value), row.getCell(2)));
    const agentCell = cells.get('Agent')!;
    expect(agentCell.value).toBe(`'${prenom} Benali`);
    expect(agentCell.formula).toBeUndefined();
  });

  it.each(HOSTILE)('writes %j as text in the CSV (read back with exceljs)', async (prenom) => {
    const bytes = await exportFor(prenom, 'csv');
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    // No cell of the file starts with a formula character, quoted or not.
    for (const line of text.split(/\r?\n/))
      for (const cell of line.split(';'))
        expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    const workbook = new ExcelJS.Workbook();
    const { Readable } = await import('node:stream');
    const sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: ';' },
    });
    const cells = new Map<string, unknown>();
    sheet.eachRow((row) => cells.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(cells.get('Agent')).toBe(`'${prenom} Benali`);
  });
});
