import { NOTIF_TYPE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/documents.ts';
import { proches } from '../../db/schema/proches.ts';
import { users } from '../../db/schema/users.ts';
import {
  appOfTheFile,
  encrypted,
  lastMailTo,
  madeForTheFile,
  mailsTo,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { aWordOfItsOwn } from '../../../test/fixtures-clients.ts';
import { call, clientSession, type Session } from '../../../test/fixtures-devis.ts';
import {
  createAgentAccount,
  createMission,
  expectRefusal,
  notificationsOf,
} from '../../../test/fixtures-missions.ts';
import { NOTIFICATION_MESSAGES, notify } from '../notifications/notifications.service.ts';

/*
 * A family's relatives (issue 25, point 7; docs/proches.md): the family invites a relative by
 * e-mail (a new account, or an existing one linked), the relative follows the household's visits
 * on /api/suivi, hears about its visits and notebook, and can change nothing; the family removes
 * the access at once. The test clock starts on Monday 2026-03-02 09:00 UTC (10:00 in Paris).
 */

const t = appOfTheFile();
const NEW_PASSWORD = 'Tilleul-Orange-58';

const anEmail = () => `${aWordOfItsOwn().toLowerCase()}@exemple.fr`;

const invite = (app: TestApp, family: Session, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/proches', family, { prenom: 'Claire', lien: 'fille', ...body });

/** Chooses the password with the last mailed code, then signs in to the app. */
async function acceptInvitation(app: TestApp, email: string) {
  const mail = await lastMailTo(app, email);
  const code = mail!.text.match(/code : (\d{6})/)![1]!;
  const reset = await call(app, 'POST', '/api/users/reset-password', null, {
    email,
    code,
    password: NEW_PASSWORD,
  });
  expect(reset.status).toBe(200);
  return signIn(app, email, NEW_PASSWORD);
}

const asSession = (token: string, userId: number, email: string): Session => ({
  token,
  userId,
  clientId: 0,
  email,
});

/**
 * Family A with a relative who accepted, a mission of two visits (one tomorrow, the agent on the
 * way for today's), family B (a client of its own) and an agent.
 */
const shared = madeForTheFile(async () => {
  const familleA = await clientSession(t);
  const familleB = await clientSession(t);
  const agent = await createAgentAccount(t, { prenom: 'Karim' });
  const { missionId, interventionIds } = await createMission(
    t,
    { client_id: familleA.clientId, client_besoin_skill_id: 5 },
    {
      interventions: [
        {
          candidat_id: agent.candidatId,
          date_debut: new Date('2026-03-02T11:00:00Z'),
          date_fin: new Date('2026-03-02T13:00:00Z'),
          en_route_at: new Date('2026-03-02T09:00:00Z'),
          en_route_arrivee_estimee_at: new Date('2026-03-02T09:40:00Z'),
        },
        {
          candidat_id: agent.candidatId,
          date_debut: new Date('2026-03-03T09:00:00Z'),
          date_fin: new Date('2026-03-03T11:00:00Z'),
        },
        {
          candidat_id: agent.candidatId,
          date_debut: new Date('2026-02-26T09:00:00Z'),
          date_fin: new Date('2026-02-26T11:00:00Z'),
          statut: 'terminee',
          pointage_debut_at: new Date('2026-02-26T08:00:00Z'),
          pointage_fin_at: new Date('2026-02-26T10:00:00Z'),
        },
      ],
    },
  );
  const email = anEmail();
  const invited = await invite(t, familleA, { email });
  expect(invited.status).toBe(201);
  const signedIn = await acceptInvitation(t, email);
  const proche = asSession(signedIn.access_token, signedIn.user.id, email);
  return {
    familleA,
    familleB,
    agent,
    missionId,
    interventionIds,
    proche,
    procheId: invited.body.data.id as number,
  };
});

describe('inviting a relative', () => {
  it('creates an account without role, mails the link to choose a password, lists it as invited', async () => {
    const family = await clientSession(t);
    const email = anEmail();
    const answer = await invite(t, family, { email: `  ${email.toUpperCase()} `, nom: 'Martin' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      email,
      prenom: 'Claire',
      nom: 'Martin',
      lien: 'fille',
      statut: 'invited',
      accepted_at: null,
      revoked_at: null,
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ roles_ids: [], client_id: null, candidat_id: null });
    const mail = await lastMailTo(t, email);
    expect(mail!.subject).toContain('vous invite à suivre son foyer');
    expect(mail!.text).toContain(
      `${t.config.publicUrl}/auth/forgot-password?email=${encodeURIComponent(email)}&code=`,
    );
    expect(mail!.text).toContain('ni signer, ni payer');
    const list = await call(t, 'GET', '/api/proches', family);
    expect(
      list.body.data.map((p: { email: string; statut: string }) => [p.email, p.statut]),
    ).toEqual([[email, 'invited']]);
  });

  it('links an existing account (a client of its own) and mails a notice without code', async () => {
    const family = await clientSession(t);
    const other = await clientSession(t);
    const answer = await invite(t, family, { email: other.email });
    expect(answer.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(proches)
      .where(eq(proches.id, answer.body.data.id));
    expect(row!.user_id).toBe(other.userId);
    const mail = await lastMailTo(t, other.email);
    expect(mail!.text).toContain('compte Maisonnée habituel');
    expect(mail!.text).not.toMatch(/code : \d{6}/);
    const session = await signIn(t, other.email);
    const me = await call(t, 'GET', '/api/auth/user', asSession(session.access_token, 0, ''));
    expect(me.body.data).toMatchObject({
      client_id: other.clientId,
      proche_client_ids: [family.clientId],
    });
  });

  it('refuses in French: a bad address, the family’s own, a second invitation, a sixth relative', async () => {
    const family = await clientSession(t);
    const bad = await invite(t, family, { email: 'pas-une-adresse' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Adresse e-mail invalide.');
    const noName = await invite(t, family, { email: anEmail(), prenom: '  ' });
    expect(noName.body.error.fields.prenom).toBe('Ce champ est obligatoire.');
    expectRefusal(await invite(t, family, { email: family.email }), 'PROCHE_EMAIL_FAMILLE');
    const email = anEmail();
    expect((await invite(t, family, { email })).status).toBe(201);
    const twice = expectRefusal(await invite(t, family, { email }), 'PROCHE_DEJA_INVITE');
    expect(twice.message).toContain('suit déjà votre foyer');
    for (let i = 0; i < 4; i += 1)
      expect((await invite(t, family, { email: anEmail() })).status).toBe(201);
    expectRefusal(await invite(t, family, { email: anEmail() }), 'PROCHES_MAX_ATTEINT');
    expect((await call(t, 'GET', '/api/proches', family)).body.data).toHaveLength(5);
  });

  it('resends a pending invitation with a new code; refuses once the relative follows', async () => {
    const family = await clientSession(t);
    const email = anEmail();
    const { body } = await invite(t, family, { email });
    const url = `/api/proches/${encrypted(t, body.data.id)}/renvoyer`;
    const resent = await call(t, 'POST', url, family);
    expect(resent.status).toBe(200);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    const codes = mails.map((mail) => mail.text.match(/code : (\d{6})/)?.[1]);
    expect(codes[1]).toMatch(/^\d{6}$/);
    const session = await acceptInvitation(t, email);
    expect(session.user).toMatchObject({ proche_client_ids: [family.clientId] });
    await call(t, 'GET', '/api/suivi', asSession(session.access_token, 0, email));
    expectRefusal(await call(t, 'POST', url, family), 'INVITATION_NOT_PENDING');
  });
});

describe('the relative’s follow-up', () => {
  it('signs in with the households it follows in proche_client_ids', async () => {
    const me = await call(t, 'GET', '/api/auth/user', shared.proche);
    expect(me.body.data).toMatchObject({
      roles_ids: [],
      client_id: null,
      proche_client_ids: [shared.familleA.clientId],
    });
  });

  it('shows the household’s visits with their state, the agent’s first name and the missions', async () => {
    const suivi = await call(t, 'GET', '/api/suivi', shared.proche);
    expect(suivi.status).toBe(200);
    const [foyer] = suivi.body.data;
    expect(foyer.client_id).toBe(shared.familleA.clientId);
    expect(foyer.nom).toMatch(/Alice\d+ Durand/);
    expect(foyer.missions).toEqual([{ id: shared.missionId, service: expect.any(String) }]);
    const [today, tomorrow, past] = shared.interventionIds;
    expect(foyer.a_venir).toEqual([
      {
        intervention_id: today,
        mission_id: shared.missionId,
        date_debut: '2026-03-02T11:00:00.000Z',
        date_fin: '2026-03-02T13:00:00.000Z',
        service: foyer.missions[0].service,
        intervenant: 'Karim B.',
        etat: 'en_route',
        arrivee_estimee_at: '2026-03-02T09:40:00.000Z',
      },
      expect.objectContaining({ intervention_id: tomorrow, etat: 'planifiee' }),
    ]);
    expect(foyer.recentes).toEqual([
      expect.objectContaining({ intervention_id: past, etat: 'terminee', intervenant: 'Karim B.' }),
    ]);
    // Opening the follow-up accepts the invitation: the family sees the relative active.
    const list = await call(t, 'GET', '/api/proches', shared.familleA);
    expect(list.body.data.find((p: { id: number }) => p.id === shared.procheId).statut).toBe(
      'active',
    );
  });

  it('reads « arrivé » once the agent checked in', async () => {
    const family = await clientSession(t);
    const { interventionIds } = await createMission(
      t,
      { client_id: family.clientId },
      {
        interventions: [
          {
            candidat_id: shared.agent.candidatId,
            date_debut: new Date('2026-03-02T09:00:00Z'),
            date_fin: new Date('2026-03-02T12:00:00Z'),
            statut: 'en_cours',
            pointage_debut_at: new Date('2026-03-02T08:02:00Z'),
          },
        ],
      },
    );
    const email = anEmail();
    await invite(t, family, { email });
    const session = await acceptInvitation(t, email);
    const suivi = await call(t, 'GET', '/api/suivi', asSession(session.access_token, 0, email));
    expect(suivi.body.data[0].a_venir).toEqual([
      expect.objectContaining({ intervention_id: interventionIds[0], etat: 'arrivee' }),
    ]);
  });

  it('refuses the follow-up to an account that follows no household', async () => {
    const answer = await call(t, 'GET', '/api/suivi', shared.familleB);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
  });
});

describe('a relative changes nothing (IDOR)', () => {
  it('is refused on the money, signature and change calls of the household it follows', async () => {
    const { familleA, proche, interventionIds, missionId } = shared;
    const a = familleA.clientId;
    const calls: [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>][] = [
      ['POST', '/api/sign-devis-client', { id: 1, signature: 'x' }],
      ['POST', '/api/devis/sign', { id: 1 }],
      ['POST', '/api/factures/payer', { facture_id: 1 }],
      ['POST', '/api/client/save-besoin', { client_id: a }],
      ['POST', '/api/client/add-besoin', { client_id: a }],
      ['POST', `/api/clients/factures/${encrypted(t, a)}`, {}],
      ['GET', `/api/clients/documents/${encrypted(t, a)}`],
      ['GET', `/api/client/payment-method/${encrypted(t, a)}`],
      ['GET', `/api/client/${encrypted(t, a)}`],
      [
        'POST',
        `/api/intervention/cancelIntervention-client/${encrypted(t, interventionIds[1]!)}`,
        {},
      ],
      ['GET', `/api/missions/missions-actives/${encrypted(t, a)}`],
      ['POST', `/api/interventions/events-client/${encrypted(t, a)}`, {}],
      ['GET', `/api/proches`],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(t, method, url, proche, body);
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
    // Open to any signed-in account, then refused by the service: messaging, a file of the family.
    const conversation = await call(t, 'POST', '/api/messagerie/conversations', proche, {
      body: 'Bonjour',
      mission_id: missionId,
    });
    expect(conversation.status).toBe(403);
    const [document] = await t.database.db
      .insert(documents)
      .values({
        document_type_id: 8,
        client_id: a,
        bucket: 'autres',
        filename: `${aWordOfItsOwn()}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning();
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/documents/link?document_type_id=8&filename=${document!.filename}`,
      headers: { authorization: `Bearer ${proche.token}` },
    });
    expect(link.statusCode).toBe(403);
    // The family reads its own file: the refusal is the relative's.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/documents/link?document_type_id=8&filename=${document!.filename}`,
      headers: { authorization: `Bearer ${familleA.token}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('another family neither sees nor removes nor resends the relatives of a household', async () => {
    const { familleB, procheId } = shared;
    const list = await call(t, 'GET', '/api/proches', familleB);
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(procheId);
    const id = encrypted(t, procheId);
    expect((await call(t, 'DELETE', `/api/proches/${id}`, familleB)).status).toBe(403);
    expect((await call(t, 'POST', `/api/proches/${id}/renvoyer`, familleB)).status).toBe(403);
    const agent = asSession(shared.agent.token, shared.agent.userId, '');
    expect((await call(t, 'DELETE', `/api/proches/${id}`, agent)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/proches/${id}`, shared.proche)).status).toBe(403);
    expect((await call(t, 'GET', '/api/suivi', shared.proche)).status).toBe(200);
  });
});

describe('notifications of the household', () => {
  it('reach its relatives for visits (landing on /suivi), never for invoices nor a question to the family', async () => {
    const family = await clientSession(t);
    const email = anEmail();
    await invite(t, family, { email });
    const session = await acceptInvitation(t, email);
    const relativeId = session.user.id;
    const db = t.database.db;
    const ref = { missionId: null, interventionId: shared.interventionIds[0]! };
    await notify(
      db,
      { clientId: family.clientId },
      NOTIFICATION_MESSAGES.intervention.agentArrive({ ...ref, quand: 'lundi 2 mars' }),
    );
    await notify(
      db,
      { clientId: family.clientId },
      NOTIFICATION_MESSAGES.facture.factureEmise({
        numero: 'F-1',
        montant: '10 €',
        avoir: false,
        clientId: family.clientId,
      }),
    );
    await notify(
      db,
      { clientId: family.clientId },
      NOTIFICATION_MESSAGES.intervention.prolongationDemandee({
        ...ref,
        quand: 'lundi 2 mars',
        minutes: 30,
      }),
    );
    const relative = await notificationsOf(t, relativeId);
    expect(relative.map((n) => [n.notification_type_id, n.landing_page])).toEqual([
      [NOTIF_TYPE.INTERVENTION, '/suivi'],
    ]);
    const familyRows = await notificationsOf(t, family.userId);
    expect(familyRows.map((n) => n.notification_type_id).sort()).toEqual(
      [NOTIF_TYPE.INTERVENTION, NOTIF_TYPE.INTERVENTION, NOTIF_TYPE.FACTURE].sort(),
    );
  });
});

describe('removing a relative', () => {
  it('ends the access at once, even with the session open', async () => {
    const family = await clientSession(t);
    const email = anEmail();
    const { body } = await invite(t, family, { email });
    const session = await acceptInvitation(t, email);
    const relative = asSession(session.access_token, session.user.id, email);
    expect((await call(t, 'GET', '/api/suivi', relative)).status).toBe(200);

    const url = `/api/proches/${encrypted(t, body.data.id)}`;
    const removed = await call(t, 'DELETE', url, family);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ statut: 'revoked', revoked_at: expect.any(String) });

    const after = await call(t, 'GET', '/api/suivi', relative);
    expect(after.status).toBe(403);
    expect(after.body.error.message).toContain('retiré votre accès');
    const me = await call(t, 'GET', '/api/auth/user', relative);
    expect(me.body.data.proche_client_ids).toBeUndefined();
    await notify(
      t.database.db,
      { clientId: family.clientId },
      NOTIFICATION_MESSAGES.intervention.planifiee({
        missionId: null,
        interventionId: shared.interventionIds[0]!,
        quand: 'mardi 3 mars',
      }),
    );
    expect(await notificationsOf(t, relative.userId)).toEqual([]);

    expectRefusal(await call(t, 'DELETE', url, family), 'PROCHE_RETIRE');
    expectRefusal(await call(t, 'POST', `${url}/renvoyer`, family), 'PROCHE_RETIRE');
    // Kept for the record; the same address may be invited again.
    const list = await call(t, 'GET', '/api/proches', family);
    expect(list.body.data).toEqual([expect.objectContaining({ email, statut: 'revoked' })]);
    expect((await invite(t, family, { email })).status).toBe(201);
    expect((await call(t, 'GET', '/api/suivi', relative)).status).toBe(200);
  });
});
