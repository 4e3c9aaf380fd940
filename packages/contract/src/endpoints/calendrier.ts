import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema } from '../common.ts';
import { endpoint, publicAccess, rolesOnly, type EndpointDef } from '../endpoint.ts';

/*
 * Reminders and calendars (issue 25, point 8; docs/calendrier.md): a family or an agent adds their
 * visits to the calendar of their phone through a private feed (ICS). The link carries a random
 * secret of which the API keeps only the hash: it is shown once, when made; making a new one or
 * revoking it ends the old one.
 */

const TAG = 'Calendrier';

/** The family (client space) and the agent (agent space): the feed holds the caller's visits. */
const FAMILLE_OU_INTERVENANT = rolesOnly([ROLE.CLIENT, ROLE.AGENT]);

/** Whether the caller has a feed link in force (never the link itself: only its hash is kept). */
export const calendrierStateSchema = z.object({
  actif: z.boolean(),
  /** When the link in force was made (null without one). */
  created_at: dateTimeSchema.nullable(),
  /** The last time a calendar read it (null when never, or without a link). */
  last_read_at: dateTimeSchema.nullable(),
});

/** The link just made: shown this once. */
export const calendrierLienSchema = z.object({
  /** `https://…/api/calendrier/<secret>.ics`, for a calendar that subscribes by URL. */
  url: z.string(),
  /** The same link as `webcal://…`, which phones open in their calendar app. */
  webcal_url: z.string(),
  created_at: dateTimeSchema,
});

export const calendrierEndpoints = {
  getCalendrier: endpoint({
    method: 'GET',
    path: '/api/calendrier',
    summary:
      "Dit si l'appelant (famille ou intervenant) a un lien d'agenda privé en vigueur, et depuis quand.",
    tag: TAG,
    response: calendrierStateSchema,
    envelope: 'data',
    access: FAMILLE_OU_INTERVENANT,
  }),
  createCalendrier: endpoint({
    method: 'POST',
    path: '/api/calendrier',
    summary:
      "Crée (ou remplace) le lien d'agenda privé de l'appelant et le renvoie une seule fois ; l'ancien lien cesse de fonctionner.",
    tag: TAG,
    response: calendrierLienSchema,
    envelope: 'data',
    access: FAMILLE_OU_INTERVENANT,
    status: 201,
  }),
  deleteCalendrier: endpoint({
    method: 'DELETE',
    path: '/api/calendrier',
    summary: "Révoque le lien d'agenda privé de l'appelant : il répond 404 ensuite.",
    tag: TAG,
    response: calendrierStateSchema,
    envelope: 'data',
    access: FAMILLE_OU_INTERVENANT,
  }),
  getCalendrierIcs: endpoint({
    method: 'GET',
    path: '/api/calendrier/{token}.ics',
    summary:
      "Le flux d'agenda (ICS) des interventions d'un lien privé : 30 jours passés et 90 à venir, sans code d'accès ni téléphone.",
    tag: TAG,
    // The secret of the link (base64url), not an id: an unknown or revoked one answers 404.
    params: { token: 'text' },
    // The body is the calendar itself (text/calendar), not a JSON envelope.
    response: z.any(),
    envelope: 'data',
    access: publicAccess,
  }),
} satisfies Record<string, EndpointDef>;
