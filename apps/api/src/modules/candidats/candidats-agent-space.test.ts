import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conges } from '../../db/schema/candidat-declarations.ts';
import { candidats, type contrats_travail } from '../../db/schema/candidats.ts';
import {
  type AgentAccount,
  at,
  createAgentAccount,
  createOperator,
  notificationsOf,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';

// Leave with its hours (section 3) and who may use the agent space. Clock: Monday 2026-03-02.

const { t, post, db } = suiteOfTheFile();

/** The agent asks leave for itself: the week of Monday 2026-04-06 unless `body` says otherwise. */
const askLeave = (agent: AgentAccount, body: object = {}) =>
  post('/api/candidat/conges/save', agent.token, {
    candidat_id: agent.candidatId,
    debut: '2026-04-06',
    fin: '2026-04-10',
    ...body,
  });

/** A work contract of the candidate in the given state, straight in the database. */
function contratFor(candidatId: number, statut: (typeof contrats_travail.$inferInsert)['statut']) {
  return insertContratTravail(t, {
    candidatId,
    statut,
    dateDebut: '2026-03-16',
    hoursPerWeek: 24,
    sentAt: at('2026-03-02T08:00:00Z'),
    ...(statut === 'contresigne' ? { countersignedAt: at('2026-03-02T08:30:00Z') } : {}),
  });
}

const statusOf = async (account: AgentAccount) => {
  const response = await post('/api/candidat/check-status-agent-for-appli', account.token, {
    candidat_id: account.candidatId,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    can_use_app: boolean;
    has_contrat_signe: boolean;
    is_active: boolean;
    statut: string;
    message: string | null;
  };
};

describe('leave with its times', () => {
  it('keeps the hours asked and returns them; recruitment reads them in its notification', async () => {
    const agent = await createAgentAccount(t);
    const recruiter = await createOperator(t, [2]);
    const response = await askLeave(agent, {
      time_debut: '13:30',
      time_fin: '18:00',
      motif: 'Vacances',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      debut: '2026-04-06',
      fin: '2026-04-10',
      time_debut: '13:30',
      time_fin: '18:00',
    });
    const [row] = await db().select().from(conges).where(eq(conges.id, response.json().data.id));
    expect(row).toMatchObject({ time_debut: '13:30', time_fin: '18:00' });
    const notice = (await notificationsOf(t, recruiter.userId)).find(
      (n) => n.title === 'Demande de congé' && n.body?.includes('06/04/2026 à 13:30'),
    );
    expect(notice?.body).toContain('au 10/04/2026 à 18:00');

    const listed = await post(
      `/api/interventions/getAbsencesAgent/${agent.candidatId}`,
      agent.token,
      { date_debut: '2026-04-01', date_fin: '2026-04-30' },
    );
    expect(listed.json().data.conges).toEqual([
      expect.objectContaining({ id: row!.id, time_debut: '13:30', time_fin: '18:00' }),
    ]);
  });

  it('defaults both times to 08:00 when none are sent', async () => {
    const agent = await createAgentAccount(t);
    const response = await askLeave(agent);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ time_debut: '08:00', time_fin: '08:00' });
  });

  it('refuses a one-day leave ending before it starts, nothing saved', async () => {
    const agent = await createAgentAccount(t);
    const response = await askLeave(agent, {
      fin: '2026-04-06',
      time_debut: '14:00',
      time_fin: '10:00',
    });
    expect(response.statusCode).toBe(400);
    const saved = await db().select().from(conges).where(eq(conges.candidat_id, agent.candidatId));
    expect(saved).toHaveLength(0);
  });

  it('an accepted leave with hours still keeps the agent out of the slots it covers', async () => {
    const onLeave = await createAgentAccount(t, { prenom: 'Sacha' });
    const free = await createAgentAccount(t, { prenom: 'Lina' });
    const recruiter = await createOperator(t, [2]);
    const leave = await askLeave(onLeave, {
      debut: '2026-03-11',
      fin: '2026-03-13',
      time_debut: '08:00',
      time_fin: '18:00',
    });
    expect(leave.statusCode).toBe(201);
    await db().update(conges).set({ statut: 'accepte' }).where(eq(conges.id, leave.json().data.id));
    // Wednesday 11 March, 09:00-12:00: inside the leave.
    const response = await post('/api/candidats/agents-dispos-for-horaires', recruiter.token, {
      client_besoin_skill_id: 1,
      horaires: [{ day: 3, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-03-09',
      lat: 48.8553,
      lng: 2.3745,
      distanceKM: 5,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).toContain(free.candidatId);
    expect(ids).not.toContain(onLeave.candidatId);
  });
});

describe('who may use the agent space (check-status-agent-for-appli)', () => {
  it('opens it to an active agent, account active', async () => {
    const agent = await createAgentAccount(t);
    expect(await statusOf(agent)).toEqual({
      candidat_id: agent.candidatId,
      statut: 'Agent actif',
      is_active: true,
      has_contrat_signe: true,
      can_use_app: true,
      message: null,
    });
  });

  it('keeps it closed for a candidate whose contract waits, and says to sign it', async () => {
    const candidate = await createAgentAccount(t, {
      statut: CANDIDAT_STATUT.CONTRAT_A_SIGNER,
      contratSigned: false,
    });
    await contratFor(candidate.candidatId, 'en_attente_signature');
    const status = await statusOf(candidate);
    expect(status).toMatchObject({
      can_use_app: false,
      has_contrat_signe: false,
      statut: 'Contrat à signer',
    });
    expect(status.message).toMatch(/^Votre contrat de travail attend votre signature/);
  });

  it('once signed by the candidate, says the agency will countersign', async () => {
    const candidate = await createAgentAccount(t, {
      statut: CANDIDAT_STATUT.CONTRAT_A_SIGNER,
      contratSigned: false,
    });
    await contratFor(candidate.candidatId, 'signe_agent');
    const status = await statusOf(candidate);
    expect(status).toMatchObject({ can_use_app: false, has_contrat_signe: false });
    expect(status.message).toMatch(
      /^Votre contrat est signé ; il attend la contresignature de l’agence/,
    );
  });

  it('counts a countersigned contract as signed even without contrat_signed_at', async () => {
    const agent = await createAgentAccount(t, { contratSigned: false });
    await contratFor(agent.candidatId, 'contresigne');
    expect(await statusOf(agent)).toMatchObject({ has_contrat_signe: true, can_use_app: true });
  });

  it('ignores a cancelled contract', async () => {
    const candidate = await createAgentAccount(t, {
      statut: CANDIDAT_STATUT.DOSSIER_INCOMPLET,
      contratSigned: false,
    });
    await contratFor(candidate.candidatId, 'annule');
    const status = await statusOf(candidate);
    expect(status.can_use_app).toBe(false);
    expect(status.message).toContain('candidature est en cours');
  });

  it('keeps it closed for an active agent whose account was deactivated, or an inactive agent', async () => {
    const deactivated = await createAgentAccount(t);
    await db()
      .update(candidats)
      .set({ is_active: false })
      .where(eq(candidats.id, deactivated.candidatId));
    const status = await statusOf(deactivated);
    expect(status).toMatchObject({ can_use_app: false, is_active: false, has_contrat_signe: true });
    expect(status.message).toBe('Votre compte agent n’est plus actif. Contactez l’agence.');

    const inactive = await createAgentAccount(t, { statut: CANDIDAT_STATUT.AGENT_INACTIF });
    expect(await statusOf(inactive)).toMatchObject({
      can_use_app: false,
      message: 'Votre compte agent n’est plus actif. Contactez l’agence.',
    });
  });

  it('tells a resigned agent and a refused candidate why', async () => {
    const resigned = await createAgentAccount(t, { statut: CANDIDAT_STATUT.DEMISSIONNAIRE });
    expect((await statusOf(resigned)).message).toContain('démission');
    const refused = await createAgentAccount(t, {
      statut: CANDIDAT_STATUT.CANDIDATURE_REFUSEE,
      contratSigned: false,
    });
    expect((await statusOf(refused)).message).toContain('pas été retenue');
  });

  it('answers only for the caller’s own file (403)', async () => {
    const agent = await createAgentAccount(t);
    const other = await createAgentAccount(t);
    const response = await post('/api/candidat/check-status-agent-for-appli', agent.token, {
      candidat_id: other.candidatId,
    });
    expect(response.statusCode).toBe(403);
  });
});
