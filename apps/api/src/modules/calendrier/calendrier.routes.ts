import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCalendrier } from './create-calendrier.ts';
import { deleteCalendrier } from './delete-calendrier.ts';
import { getCalendrier } from './get-calendrier.ts';
import { readCalendrierIcs } from './read-calendrier-ics.ts';

/** Private calendar feeds of the family's and the agent's visits (issue 25, docs/calendrier.md). */
export function calendrierHandlers(deps: ModuleDeps): HandlerMap {
  return {
    getCalendrier: ({ auth }) => getCalendrier(deps, auth),
    createCalendrier: ({ auth }) => createCalendrier(deps, auth),
    deleteCalendrier: ({ auth }) => deleteCalendrier(deps, auth),
    getCalendrierIcs: async ({ params, reply }) => {
      const ics = await readCalendrierIcs(deps, params.token);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="maisonnee.ics"')
          .header('x-content-type-options', 'nosniff')
          // A private feed: no shared cache keeps it, and no search engine lists it.
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .send(ics)
      );
    },
  };
}
