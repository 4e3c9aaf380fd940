import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../db/schema/agence.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import {
  appOfTheFile,
  buildTestApp,
  createUser,
  lastMailTo,
  madeForTheFile,
  mailsTo,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { aWordOfItsOwn } from '../../../test/fixtures-clients.ts';
import { call, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { expectRefusal } from '../../../test/fixtures-missions.ts';

/*
 * The agency's team (/admin/equipe, issue 24): administrators invite staff, give and change
 * their roles and manager flag, deactivate and reactivate accounts, and read the log.
 */

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  admin: await operatorSession(t, [ROLE.ADMINISTRATEUR]),
}));

const NEW_PASSWORD = 'Nouveau-Jardin-77';

const anEmail = () => `${aWordOfItsOwn().toLowerCase()}@exemple.fr`;

async function invite(app: TestApp, admin: Session, body: Partial<Record<string, unknown>> = {}) {
  return call(app, 'POST', '/api/agence/equipe/inviter', admin, {
    email: anEmail(),
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Léa',
    roles: [ROLE.COMMERCIAL],
    is_manager: false,
    ...body,
  });
}

/** Chooses the password with the code of the last mail to `email`, then signs in. */
async function acceptInvitation(app: TestApp, email: string) {
  const mail = await lastMailTo(app, email);
  const code = mail!.text.match(/code : (\d{6})/)![1]!;
  const reset = await call(app, 'POST', '/api/users/reset-password', null, {
    email,
    code,
    password: NEW_PASSWORD,
  });
  expect(reset.status).toBe(200);
  return signIn(app, email, NEW_PASSWORD, '/api/auth/signin');
}

/** A staff member signed in, straight in the database. */
async function member(roles: number[], app: TestApp = t) {
  const { user, email } = await createUser(app, { roles });
  const session = await signIn(app, email);
  return {
    user,
    email,
    session: { token: session.access_token, userId: user.id, clientId: 0, email },
    refresh_token: session.refresh_token,
  };
}

const auditOf = (app: TestApp, userId: number) =>
  app.database.db.select().from(audit_log).where(eq(audit_log.target_user_id, userId));

const userRow = async (app: TestApp, id: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('who calls the team', () => {
  const calls: [method: 'GET' | 'POST', url: string, body?: Record<string, unknown>][] = [
    ['GET', '/api/agence/equipe'],
    ['GET', '/api/agence/equipe/journal'],
    [
      'POST',
      '/api/agence/equipe/inviter',
      { email: 'x@exemple.fr', nom: 'X', prenom: 'Y', roles: [4] },
    ],
    ['POST', '/api/agence/equipe/roles', { user_id: 1, roles: [4], is_manager: false }],
    ['POST', '/api/agence/equipe/desactiver', { user_id: 1 }],
    ['POST', '/api/agence/equipe/reactiver', { user_id: 1 }],
    ['POST', '/api/agence/equipe/renvoyer-invitation', { user_id: 1 }],
  ];

  it('answers 401 without a token and 403 to every role but administrator', async () => {
    const others = await Promise.all(
      [ROLE.RECRUTEMENT, ROLE.COMMERCIAL, ROLE.COMPTABILITE, ROLE.CLIENT, ROLE.AGENT].map(
        async (role) => (await member([role])).session,
      ),
    );
    for (const [method, url, body] of calls) {
      expect((await call(t, method, url, null, body)).status, url).toBe(401);
      for (const session of others) {
        const answer = await call(t, method, url, session, body);
        expect(answer.status, `${url} ${session.email}`).toBe(403);
      }
    }
    expect(await mailsTo(t, 'x@exemple.fr')).toEqual([]);
  });
});

describe('inviting a member', () => {
  it('creates the account, mails the link; the member chooses a password and lands in /admin', async () => {
    const email = anEmail();
    const invited = await invite(t, shared.admin, {
      email: email.toUpperCase(),
      roles: [ROLE.COMPTABILITE],
      is_manager: true,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      email,
      name: 'Léa Martin',
      roles: [ROLE.COMPTABILITE],
      is_manager: true,
      is_active: true,
      last_login_at: null,
      invitation_pending: true,
      invitation_expires_at: '2026-03-09T09:00:00.000Z',
    });
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Rejoignez l’équipe Maisonnée');
    expect(mail?.text).toContain('(Comptabilité)');
    expect(mail?.text).toContain(
      `http://localhost:8080/auth/forgot-password?email=${encodeURIComponent(email)}&code=`,
    );
    // Until the password is chosen, nothing opens the account.
    const before = await call(t, 'POST', '/api/auth/signin', null, {
      email,
      password: NEW_PASSWORD,
    });
    expect(before.status).toBe(401);

    const session = await acceptInvitation(t, email);
    expect(session.user).toMatchObject({ id: invited.body.data.id });
    const me = await call(t, 'GET', '/api/auth/user', {
      token: session.access_token,
      userId: 0,
      clientId: 0,
      email,
    });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain('"roles_ids":[4]');

    const list = await call(t, 'GET', '/api/agence/equipe', shared.admin);
    const listed = list.body.data.find((row: { id: number }) => row.id === invited.body.data.id);
    expect(listed).toMatchObject({ invitation_pending: false, invitation_expires_at: null });
    // The session's opening is stamped by the database: only its presence is certain here.
    expect(listed.last_login_at).toEqual(expect.any(String));

    const [entry] = await auditOf(t, invited.body.data.id);
    expect(entry).toMatchObject({
      area: 'equipe',
      action: 'invite',
      actor_user_id: shared.admin.userId,
      summary: `Invitation de Léa Martin (${email}) : Comptabilité, responsable`,
    });
  });

  it('refuses an address that already has an account, keeping nothing', async () => {
    const taken = await member([ROLE.CLIENT]);
    const answer = await invite(t, shared.admin, { email: taken.email });
    expect(expectRefusal(answer, 'EMAIL_ALREADY_USED').message).toMatch(/déjà celle d’un compte/);
    expect((await userRow(t, taken.user.id)).roles_ids).toEqual([ROLE.CLIENT]);
    expect(await auditOf(t, taken.user.id)).toEqual([]);
    expect(await mailsTo(t, taken.email)).toEqual([]);
  });

  it('refuses customer roles, no role, a bad address or a missing name in French (400)', async () => {
    const email = anEmail();
    for (const roles of [[ROLE.CLIENT], [ROLE.AGENT, ROLE.COMMERCIAL], [], [2, 2], [9]]) {
      const answer = await invite(t, shared.admin, { email, roles });
      expect(answer.status, JSON.stringify(roles)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.fields.roles ?? answer.body.error.fields['roles.0']).toBeTruthy();
    }
    const unknownRole = await invite(t, shared.admin, { email, roles: [5] });
    expect(Object.values(unknownRole.body.error.fields).join()).toMatch(/Rôle inconnu/);
    const none = await invite(t, shared.admin, { email, roles: [] });
    expect(none.body.error.fields.roles).toBe('Choisissez au moins un rôle.');
    const badEmail = await invite(t, shared.admin, { email: 'pas-une-adresse' });
    expect(badEmail.body.error.fields.email).toBe('Adresse e-mail invalide.');
    const noName = await invite(t, shared.admin, { email, nom: '  ' });
    expect(noName.body.error.fields.nom).toBe('Ce champ est obligatoire.');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('sends the invitation again with a new code (the first one void); refuses once the password is chosen', async () => {
    const email = anEmail();
    const invited = await invite(t, shared.admin, { email });
    const id = invited.body.data.id as number;
    const firstCode = (await lastMailTo(t, email))!.text.match(/code : (\d{6})/)![1]!;
    const again = await call(t, 'POST', '/api/agence/equipe/renvoyer-invitation', shared.admin, {
      user_id: id,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.invitation_pending).toBe(true);
    expect(await mailsTo(t, email)).toHaveLength(2);
    const old = await call(t, 'POST', '/api/users/reset-password', null, {
      email,
      code: firstCode,
      password: NEW_PASSWORD,
    });
    expect(old.status).toBe(400);
    await acceptInvitation(t, email);
    expectRefusal(
      await call(t, 'POST', '/api/agence/equipe/renvoyer-invitation', shared.admin, {
        user_id: id,
      }),
      'INVITATION_NOT_PENDING',
    );
    expect((await auditOf(t, id)).map((entry) => entry.action).sort()).toEqual([
      'invite',
      'resend_invitation',
    ]);
  });
});

describe('roles and the manager flag', () => {
  it('changes the roles (customer spaces kept) and the flag, applied at once and logged', async () => {
    const lea = await member([ROLE.COMMERCIAL, ROLE.CLIENT]);
    // Before: accounting's calls are refused to a commercial.
    expect((await call(t, 'GET', '/api/agence/equipe', lea.session)).status).toBe(403);
    const changed = await call(t, 'POST', '/api/agence/equipe/roles', shared.admin, {
      user_id: lea.user.id,
      roles: [ROLE.COMPTABILITE, ROLE.COMMERCIAL],
      is_manager: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ roles: [3, 4], is_manager: true });
    expect(await userRow(t, lea.user.id)).toMatchObject({
      roles_ids: [3, 4, ROLE.CLIENT],
      role_manager: true,
    });
    const [entry] = await auditOf(t, lea.user.id);
    expect(entry).toMatchObject({
      action: 'roles',
      actor_user_id: shared.admin.userId,
      summary: `Rôles de ${lea.user.name} : Commercial → Commercial, Comptabilité ; ${lea.user.name} devient responsable`,
      before: { roles: [3], is_manager: false },
      after: { roles: [3, 4], is_manager: true },
    });

    // Made an administrator, the same access token now reaches the team at once.
    await call(t, 'POST', '/api/agence/equipe/roles', shared.admin, {
      user_id: lea.user.id,
      roles: [ROLE.ADMINISTRATEUR],
      is_manager: false,
    });
    expect((await call(t, 'GET', '/api/agence/equipe', lea.session)).status).toBe(200);
    expect((await auditOf(t, lea.user.id)).map((row) => row.summary)).toContain(
      `Rôles de ${lea.user.name} : Commercial, Comptabilité → Administrateur ; ${lea.user.name} n'est plus responsable`,
    );
  });

  it('writes nothing when nothing changes, and refuses an account outside the team', async () => {
    const paul = await member([ROLE.RECRUTEMENT]);
    const same = await call(t, 'POST', '/api/agence/equipe/roles', shared.admin, {
      user_id: paul.user.id,
      roles: [ROLE.RECRUTEMENT],
      is_manager: false,
    });
    expect(same.status).toBe(200);
    expect(await auditOf(t, paul.user.id)).toEqual([]);
    const client = await member([ROLE.CLIENT]);
    const outside = await call(t, 'POST', '/api/agence/equipe/roles', shared.admin, {
      user_id: client.user.id,
      roles: [ROLE.COMMERCIAL],
      is_manager: false,
    });
    expect(outside.status).toBe(404);
    expect(outside.body.error.message).toBe("Ce membre de l'équipe est introuvable.");
    expect((await userRow(t, client.user.id)).roles_ids).toEqual([ROLE.CLIENT]);
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session at once, refuses sign-in, and reactivates', async () => {
    const marc = await member([ROLE.RECRUTEMENT]);
    expect((await call(t, 'GET', '/api/auth/user', marc.session)).status).toBe(200);
    const off = await call(t, 'POST', '/api/agence/equipe/desactiver', shared.admin, {
      user_id: marc.user.id,
      motif: 'Départ de l’agence',
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: marc.user.id, is_active: false });

    const me = await call(t, 'GET', '/api/auth/user', marc.session);
    expect(me.status).toBe(401);
    const refresh = await call(t, 'POST', '/api/auth/token-refresh', null, {
      refresh_token: marc.refresh_token,
    });
    expect(refresh.status).toBe(401);
    const signin = await call(t, 'POST', '/api/auth/signin', null, {
      email: marc.email,
      password: 'Velours-Cerise-42',
    });
    expect(signin.status).toBe(403);
    expect(signin.body.error.message).toMatch(/désactivé/);
    const sessions = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.user_id, marc.user.id));
    expect(sessions.map((session) => session.revoked_reason)).toEqual(['deactivated']);

    const on = await call(t, 'POST', '/api/agence/equipe/reactiver', shared.admin, {
      user_id: marc.user.id,
    });
    expect(on.body.data.is_active).toBe(true);
    expect((await signIn(t, marc.email, 'Velours-Cerise-42', '/api/auth/signin')).user.id).toBe(
      marc.user.id,
    );
    expect((await auditOf(t, marc.user.id)).map((row) => [row.action, row.summary])).toEqual(
      expect.arrayContaining([
        ['deactivate', `Désactivation du compte de ${marc.user.name} (motif : Départ de l’agence)`],
        ['reactivate', `Réactivation du compte de ${marc.user.name}`],
      ]),
    );
    const journal = await call(t, 'GET', '/api/agence/equipe/journal', shared.admin);
    const mine = journal.body.data.filter(
      (entry: { target_user_id: number }) => entry.target_user_id === marc.user.id,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      actor_name: expect.any(String),
      actor_user_id: shared.admin.userId,
      target_name: marc.user.name,
    });
  });

  it('refuses an administrator deactivating themself', async () => {
    const answer = await call(t, 'POST', '/api/agence/equipe/desactiver', shared.admin, {
      user_id: shared.admin.userId,
    });
    expect(expectRefusal(answer, 'SELF_DEACTIVATION').message).toMatch(/propre compte/);
    expect((await userRow(t, shared.admin.userId)).is_active).toBe(true);
  });
});

describe('the last active administrator', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(async () => {
    await own.close();
  });

  it('keeps role 1 and stays active; another administrator lifts the rule', async () => {
    const [alone, other] = [await member([ROLE.ADMINISTRATEUR], own), await member([2], own)];
    const admins = await own.database.db.select().from(users);
    expect(admins.filter((row) => row.roles_ids.includes(1)).map((row) => row.id)).toEqual([
      alone.user.id,
    ]);
    const demote = () =>
      call(own, 'POST', '/api/agence/equipe/roles', alone.session, {
        user_id: alone.user.id,
        roles: [ROLE.COMMERCIAL],
        is_manager: true,
      });
    expect(expectRefusal(await demote(), 'LAST_ADMINISTRATEUR').message).toMatch(
      /dernier administrateur actif/,
    );
    // Nothing half-saved: the flag asked with the refused change is not kept either.
    expect(await userRow(own, alone.user.id)).toMatchObject({
      roles_ids: [ROLE.ADMINISTRATEUR],
      role_manager: false,
    });
    expect(await auditOf(own, alone.user.id)).toEqual([]);

    // A second administrator, deactivated, does not count.
    await call(own, 'POST', '/api/agence/equipe/roles', alone.session, {
      user_id: other.user.id,
      roles: [ROLE.ADMINISTRATEUR],
      is_manager: false,
    });
    await call(own, 'POST', '/api/agence/equipe/desactiver', alone.session, {
      user_id: other.user.id,
    });
    expectRefusal(await demote(), 'LAST_ADMINISTRATEUR');
    // The other one reactivated, the first may leave the role; then the other is the last.
    await call(own, 'POST', '/api/agence/equipe/reactiver', alone.session, {
      user_id: other.user.id,
    });
    expect((await demote()).status).toBe(200);
    // Now the other one is the last: it cannot leave the role, nor deactivate itself.
    const relogged = await signIn(own, other.email, 'Velours-Cerise-42', '/api/auth/signin');
    const otherAdmin = {
      token: relogged.access_token,
      userId: other.user.id,
      clientId: 0,
      email: other.email,
    };
    const leave = await call(own, 'POST', '/api/agence/equipe/roles', otherAdmin, {
      user_id: other.user.id,
      roles: [ROLE.RECRUTEMENT],
      is_manager: false,
    });
    expectRefusal(leave, 'LAST_ADMINISTRATEUR');
    const last = await call(own, 'POST', '/api/agence/equipe/desactiver', otherAdmin, {
      user_id: other.user.id,
    });
    expectRefusal(last, 'SELF_DEACTIVATION');
  });
});
