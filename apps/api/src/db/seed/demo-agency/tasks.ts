import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { absences, interventions, notifications } from '../../schema/index.ts';
import { addDays, agencyToday, startOfUtcDay } from './calendar.ts';
import type { AgencySeedContext } from './context.ts';
import { DEMO_AGENTS } from './places.ts';

/*
 * What gives the cockpit its open tasks besides the quotes and the slot without an agent: an
 * agent's absence over its next planned visits (to replace), and a few notifications of the
 * back office. Keyed by the absence's reason and the notification's title.
 */

/** The agent who is absent (Aïcha Mansouri) and why. */
export const ABSENT_AGENT = 3;
export const ABSENCE_MOTIF = 'Enfant malade (démo)';

export async function ensureAbsence(context: AgencySeedContext, agentIds: readonly number[]) {
  const { tx, now } = context;
  const candidatId = agentIds[ABSENT_AGENT]!;
  const [existing] = await tx
    .select({ id: absences.id })
    .from(absences)
    .where(and(eq(absences.candidat_id, candidatId), eq(absences.motif, ABSENCE_MOTIF)));
  if (existing) return;
  // From the day of the agent's next visit after today, for two days (wall-clock, as stored).
  const [next] = await tx
    .select({ date_debut: interventions.date_debut })
    .from(interventions)
    .where(
      and(
        eq(interventions.candidat_id, candidatId),
        eq(interventions.statut, 'planifiee'),
        gt(interventions.date_debut, addDays(agencyToday(now), 1)),
      ),
    )
    .orderBy(asc(interventions.date_debut))
    .limit(1);
  if (!next) return;
  const debut = startOfUtcDay(next.date_debut);
  await tx.insert(absences).values({
    candidat_id: candidatId,
    date_debut: debut,
    date_fin: addDays(debut, 2),
    motif: ABSENCE_MOTIF,
    commentaire: 'Prévenue par téléphone, certificat médical à suivre.',
    created_at: now,
  });
}

export async function ensureAgencyNotifications(
  context: AgencySeedContext,
  userIds: { operateur: number },
) {
  const { tx, now } = context;
  const absent = DEMO_AGENTS[ABSENT_AGENT]!;
  const wanted: (typeof notifications.$inferInsert)[] = [
    {
      user_id: userIds.operateur,
      notification_type_id: 1,
      title: `Absence de ${absent.prenom} ${absent.nom}`,
      body: `${absent.prenom} ${absent.nom} sera absente deux jours : ses interventions sont à confier à un autre agent.`,
      landing_page: '/admin',
      created_at: now,
    },
    {
      user_id: userIds.operateur,
      notification_type_id: 1,
      title: 'Relevés du mois dernier',
      body: 'Les relevés d’heures du mois dernier sont envoyés aux familles : les factures suivront après confirmation.',
      landing_page: '/admin/releves',
      created_at: now,
    },
  ];
  const titles = wanted.map((n) => n.title);
  const known = new Set(
    (
      await tx
        .select({ title: notifications.title })
        .from(notifications)
        .where(
          and(eq(notifications.user_id, userIds.operateur), inArray(notifications.title, titles)),
        )
    ).map((row) => row.title),
  );
  const missing = wanted.filter((n) => !known.has(n.title));
  if (missing.length > 0) await tx.insert(notifications).values(missing);
}
