import type { User } from '@maisonnee/contract';
import { CockpitList } from '../../../../components/back-office/cockpit/cockpit-list.tsx';
import { canCall } from '../../../../lib/can-call.ts';
import { COMMERCIAL_COCKPIT_TEXT } from '../text.ts';
import { TacheCommercialCard, type TacheRights } from './tache-card.tsx';

/** The commercial cockpit (/admin): the tasks grouped by type, filters, assignment, links. */
export function CockpitCommercial({ user }: { user: User }) {
  const rights: TacheRights = {
    assign: canCall(user, 'affectTacheCommercial'),
    treat: canCall(user, 'traiterTacheCommercial'),
    replace: canCall(user, 'listRemplacementsCommercial'),
    plan: canCall(user, 'listMissionsAPlanifier'),
    devis: canCall(user, 'createDevisLibre'),
  };
  return (
    <CockpitList
      kind="commercial"
      user={user}
      text={COMMERCIAL_COCKPIT_TEXT}
      // The team list has the access of affect-tache (the commercial team): asked only to assign.
      canAssign={rights.assign}
      renderTache={(tache, assignment) => (
        <TacheCommercialCard tache={tache} rights={rights} {...assignment} />
      )}
    />
  );
}
