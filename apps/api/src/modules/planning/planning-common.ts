import type { EndpointDef } from '@maisonnee/contract';
import { atUtc, formatInterventionDate, type Period } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { notify, type NotificationMessage } from '../notifications/notifications.service.ts';
import { isAgentBusy } from './availability.service.ts';
import { toInterventionDto } from './read-model.ts';
import {
  findCandidat,
  findInterventionRow,
  findMissionRow,
  type InterventionRow,
} from './read-model.queries.ts';

/*
 * What the planning services share: loading with the access rule, dates, agent checks, and the
 * notifications about an intervention.
 */

type Conn = Db | Tx;

export const DAY_MS = 86_400_000;

export const minutesOf = (row: { date_debut: Date; date_fin: Date }) =>
  Math.round((row.date_fin.getTime() - row.date_debut.getTime()) / 60_000);

/** The date and hours of an intervention as people read them. */
export const when = (row: { date_debut: Date; date_fin: Date }) =>
  formatInterventionDate(row.date_debut, row.date_fin);

export const asRow = (period: Period) => ({ date_debut: period.start, date_fin: period.end });

/** From 00:00 of the first day to 24:00 of the last one (UTC), either end optional. */
export function dayWindow(period?: {
  date_debut?: string | undefined;
  date_fin?: string | undefined;
}) {
  return {
    from: period?.date_debut ? atUtc(period.date_debut, '00:00') : undefined,
    to: period?.date_fin ? atUtc(period.date_fin, '24:00') : undefined,
  };
}

/** Loads an intervention, answers 404 when missing, then applies the endpoint's ownership rule. */
export async function loadOwnedIntervention(
  db: Conn,
  auth: AuthContext,
  id: number,
  access: EndpointDef['access'],
): Promise<InterventionRow> {
  const row = await findInterventionRow(db, id);
  if (!row) throw notFound('Intervention introuvable.');
  assertOwns(auth, access, { clientId: row.client_id, candidatId: row.candidat_id });
  return row;
}

/** Loads a mission, or answers 404. */
export async function loadMission(db: Conn, id: number) {
  const mission = await findMissionRow(db, id);
  if (!mission) throw notFound('Mission introuvable.');
  return mission;
}

/** `loadOwnedIntervention` bound to a connection, for the services' operations. */
export const ownedInterventionLoader =
  (db: Conn) => (auth: AuthContext, id: number, access: EndpointDef['access']) =>
    loadOwnedIntervention(db, auth, id, access);

/** The intervention as the contract returns it, read again (after a change). */
export async function reloadIntervention(db: Conn, id: number) {
  return toInterventionDto(db, (await findInterventionRow(db, id))!);
}

/** The agent is free over the period (no other intervention), else AGENT_BUSY. */
export async function assertAgentFree(
  db: Conn,
  candidatId: number,
  period: Period,
  exceptId?: number,
  message = "L'agent a déjà une intervention sur ce créneau.",
) {
  if (await isAgentBusy(db, candidatId, period, exceptId)) throw refusal('AGENT_BUSY', message);
}

export async function assertCandidatExists(db: Conn, candidatId: number) {
  const candidat = await findCandidat(db, candidatId);
  if (!candidat) throw notFound('Agent introuvable.');
  return candidat;
}

/** A dated slot in the future, as instants (400 on `field` when already past). */
export function futureSlot(
  slot: { date: string; time_debut: string; time_fin: string },
  field: string,
  at: Date,
): Period {
  const start = atUtc(slot.date, slot.time_debut);
  const end = atUtc(slot.date, slot.time_fin);
  if (start.getTime() <= at.getTime()) {
    throw validationFailed(
      { [field]: 'Ce créneau est déjà passé.' },
      'Choisissez un créneau à venir.',
    );
  }
  return { start, end };
}

/** The intervention a notification is about (ids of its mission and itself). */
export const refOf = (row: { id: number; mission_id: number | null }) => ({
  missionId: row.mission_id,
  interventionId: row.id,
});

/**
 * Sends a notification (from notifications/messages.ts) to the client or the agent of an
 * intervention; nobody is told when there is no agent.
 */
export async function tell(
  db: Conn,
  who: 'client' | 'agent',
  row: { client_id: number; candidat_id: number | null },
  message: NotificationMessage,
) {
  if (who === 'agent' && row.candidat_id === null) return;
  await notify(
    db,
    who === 'client' ? { clientId: row.client_id } : { candidatId: row.candidat_id! },
    message,
  );
}
