import { wallClockInstant } from '@maisonnee/domain';
import ical, { ICalEventStatus } from 'ical-generator';
import type { VisitRow } from './calendrier.queries.ts';
import { adresseOf, agentOf, clientOf, prestationOf } from './visite-texts.ts';

/*
 * The private calendar feed (ICS) of a family's and an agent's visits (docs/calendrier.md),
 * written by ical-generator. Times are real instants in UTC (DTSTART:…Z): a planned time is the
 * agency's wall clock, turned into its instant with the one Paris rule of the domain, so the
 * phone shows it in its own zone, summer time included. Cancelled visits stay, STATUS:CANCELLED,
 * so that a calendar that had them removes or strikes them.
 */

/** Days of past visits and of visits to come a feed holds. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 90;

/** How often a calendar should read the feed again (a hint: each app has its own rhythm). */
const REFRESH_SECONDS = 3600;

/** The UID of a visit: the same in every read of every feed, so a calendar updates it in place. */
export function visitUid(interventionId: number, host: string): string {
  return `intervention-${interventionId}@${host}`;
}

/**
 * The ICS text of these visits, as `viewer` sees them: a visit of their family is titled with the
 * service and the agent (« Ménage — Karim B. »), a visit they make as the agent with the service
 * and the family (« Ménage chez Mme Dubois »).
 */
export function buildCalendrierIcs(
  rows: readonly VisitRow[],
  viewer: { clientId: number | null },
  options: { host: string; now: Date },
): string {
  const calendar = ical({
    name: 'Maisonnée — mes interventions',
    prodId: { company: 'Maisonnée', product: 'Interventions', language: 'FR' },
    ttl: REFRESH_SECONDS,
  });
  for (const row of rows) {
    const prestation = prestationOf(row);
    const isFamily = viewer.clientId !== null && row.client_id === viewer.clientId;
    const agent = agentOf(row);
    const summary = isFamily
      ? `${prestation} — ${agent || 'intervenant à confirmer'}`
      : `${prestation} chez ${clientOf(row)}`;
    calendar.createEvent({
      id: visitUid(row.id, options.host),
      start: wallClockInstant(row.date_debut),
      end: wallClockInstant(row.date_fin),
      stamp: options.now,
      summary,
      location: adresseOf(row) || null,
      status: row.statut === 'annulee' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
