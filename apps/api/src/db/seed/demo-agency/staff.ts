import { inArray } from 'drizzle-orm';
import { ROLE, ROLE_LABELS, type RoleId } from '@maisonnee/domain';
import { audit_log, users } from '../../schema/index.ts';
import type { AgencySeedContext } from './context.ts';

/*
 * The agency's office beside the demo operator (issue 24): a recruiter, an accountant and a
 * salesperson, each with the demo password, so that a newcomer can try the back office as each
 * role sees it; and the team's log of their invitations by the demo operator (/admin/equipe).
 * Keyed by e-mail.
 */

interface DemoStaff {
  email: string;
  civilite: string;
  prenom: string;
  nom: string;
  roles: RoleId[];
  manager: boolean;
  /** Days before the seed the operator invited them. */
  invitedDaysAgo: number;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    email: 'recrutement@demo.fr',
    civilite: 'M.',
    prenom: 'Julien',
    nom: 'Moreau',
    roles: [ROLE.RECRUTEMENT],
    manager: true,
    invitedDaysAgo: 170,
  },
  {
    email: 'comptabilite@demo.fr',
    civilite: 'Mme',
    prenom: 'Camille',
    nom: 'Roux',
    roles: [ROLE.COMPTABILITE],
    manager: false,
    invitedDaysAgo: 160,
  },
  {
    email: 'commercial@demo.fr',
    civilite: 'Mme',
    prenom: 'Nadia',
    nom: 'Haddad',
    roles: [ROLE.COMMERCIAL],
    manager: false,
    invitedDaysAgo: 45,
  },
];

export async function ensureStaff(context: AgencySeedContext): Promise<void> {
  const { tx, now } = context;
  const known = new Set(
    (
      await tx
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_STAFF.map((staff) => staff.email),
          ),
        )
    ).map((row) => row.email),
  );
  for (const staff of DEMO_STAFF) {
    if (known.has(staff.email)) continue;
    const invitedAt = new Date(now.getTime() - staff.invitedDaysAgo * 86_400_000);
    const name = `${staff.prenom} ${staff.nom}`;
    const [created] = await tx
      .insert(users)
      .values({
        email: staff.email,
        password_hash: await context.passwordHash(),
        name,
        civilite: staff.civilite,
        nom: staff.nom,
        prenom: staff.prenom,
        roles_ids: staff.roles,
        user_role_id: staff.roles[0],
        role_manager: staff.manager,
        email_verified_at: invitedAt,
        created_at: invitedAt,
      })
      .returning({ id: users.id });
    const roles = staff.roles.map((role) => ROLE_LABELS[role]).join(', ');
    await tx.insert(audit_log).values({
      at: invitedAt,
      actor_user_id: context.operateurUserId,
      actor_name: 'Sophie Lefèvre',
      area: 'equipe',
      action: 'invite',
      target_user_id: created!.id,
      summary: `Invitation de ${name} (${staff.email}) : ${roles}${staff.manager ? ', responsable' : ''}`,
      after: { roles: staff.roles, is_manager: staff.manager },
    });
  }
}
