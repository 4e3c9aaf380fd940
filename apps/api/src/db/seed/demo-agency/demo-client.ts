import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { horaires_recurents, interventions, missions, users } from '../../schema/index.ts';
import { addDays, agencyToday, firstDayOfMonth, periodeOf } from './calendar.ts';
import type { AgencySeedContext } from './context.ts';
import { weeklyHistory } from './history.ts';
import type { MoneyHousehold } from './money.ts';
import type { DemoPlace } from './places.ts';

/*
 * The demo client's past (client@demo.fr, Mme Martin): a Saturday ironing morning by Awa Cissé
 * from six months ago to the month before last, so that her invoices screen has months issued,
 * paid and one to pay. Last month's timesheet (the demo agent's Tuesdays) stays hers to confirm.
 */

export const DEMO_CLIENT_PAST_REFERENCE = 'DEMO-A-00-R';
const SLOT = { day: 6, start: '09:00', end: '11:00' } as const;
/** The agent of these mornings: Awa Cissé, index 9 of DEMO_AGENTS. */
export const DEMO_CLIENT_PAST_AGENT = 9;

export async function ensureDemoClientPast(
  context: AgencySeedContext,
  input: { clientId: number; place: DemoPlace; agentIds: readonly number[] },
) {
  const { tx, now } = context;
  const [existing] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.reference, DEMO_CLIENT_PAST_REFERENCE));
  if (existing) return;
  const today = agencyToday(now);
  const from = firstDayOfMonth(today, -6);
  const to = firstDayOfMonth(today, -1);
  const candidatId = input.agentIds[DEMO_CLIENT_PAST_AGENT]!;
  const [mission] = await tx
    .insert(missions)
    .values({
      reference: DEMO_CLIENT_PAST_REFERENCE,
      client_id: input.clientId,
      is_ponctuel: false,
      client_besoin_skill_id: 1,
      statut: 'terminee',
      date_debut: from,
      date_fin: addDays(to, -1),
      description: 'Repassage le samedi matin (terminé).',
    })
    .returning({ id: missions.id });
  const [horaire] = await tx
    .insert(horaires_recurents)
    .values({
      mission_id: mission!.id,
      day: SLOT.day,
      start_time: SLOT.start,
      end_time: SLOT.end,
      candidat_id: candidatId,
    })
    .returning({ id: horaires_recurents.id });
  const rows = weeklyHistory({
    key: DEMO_CLIENT_PAST_REFERENCE,
    missionId: mission!.id,
    clientId: input.clientId,
    place: input.place,
    slot: { ...SLOT, candidatId, horaireId: horaire!.id },
    ranges: [{ from, to }],
    now,
  }).filter((r) => r.row.statut === 'terminee');
  if (rows.length > 0) await tx.insert(interventions).values(rows.map((r) => r.row));
}

/** The demo client's months to bill (the mornings above), for money.ts. */
export async function demoClientMoney(db: Db, now: Date, email: string): Promise<MoneyHousehold[]> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.client_id) return [];
  const today = agencyToday(now);
  const periodes: string[] = [];
  for (let offset = -6; offset <= -2; offset += 1)
    periodes.push(periodeOf(firstDayOfMonth(today, offset)));
  return [{ clientId: user.client_id, user, periodes, key: email }];
}
