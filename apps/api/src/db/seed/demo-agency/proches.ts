import { and, eq, isNull } from 'drizzle-orm';
import { proches, users } from '../../schema/index.ts';
import type { AgencySeedContext } from './context.ts';

/*
 * The demo relative (issue 25, point 7; docs/proches.md): Julie, the demo client's daughter,
 * follows the household from her own account (no role, no record of her own), with the demo
 * password: she lands on /suivi, reads the visits and the notebook, and can change nothing.
 * Keyed by e-mail; her access is active (she opened the follow-up already).
 */

export const DEMO_PROCHE_EMAIL = 'proche@demo.fr';

/** Relatives' accounts the demo adds (README « Demo accounts »). */
export const DEMO_PROCHES_COUNT = 1;

export async function ensureDemoProche(
  context: AgencySeedContext,
  demoClient: { clientId: number },
): Promise<void> {
  const { tx, now } = context;
  const invitedAt = new Date(now.getTime() - 20 * 86_400_000);
  let [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_PROCHE_EMAIL));
  if (!account) {
    [account] = await tx
      .insert(users)
      .values({
        email: DEMO_PROCHE_EMAIL,
        password_hash: await context.passwordHash(),
        name: 'Julie Martin',
        civilite: 'Mme',
        prenom: 'Julie',
        nom: 'Martin',
        roles_ids: [],
        user_role_id: null,
        email_verified_at: invitedAt,
        created_at: invitedAt,
      })
      .returning({ id: users.id });
  }
  const [active] = await tx
    .select({ id: proches.id })
    .from(proches)
    .where(
      and(
        eq(proches.client_id, demoClient.clientId),
        eq(proches.email, DEMO_PROCHE_EMAIL),
        isNull(proches.revoked_at),
      ),
    );
  if (active) return;
  const [family] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.client_id, demoClient.clientId))
    .limit(1);
  await tx.insert(proches).values({
    client_id: demoClient.clientId,
    email: DEMO_PROCHE_EMAIL,
    prenom: 'Julie',
    nom: 'Martin',
    lien: 'fille',
    user_id: account!.id,
    invited_by_user_id: family?.id ?? null,
    invited_at: invitedAt,
    accepted_at: new Date(invitedAt.getTime() + 3_600_000),
  });
}
