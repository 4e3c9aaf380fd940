import type { User } from '@maisonnee/contract';
import { RECRUTEMENT_COCKPIT_TACHE_TYPES } from '@maisonnee/domain';
import { CockpitList } from '../../../../../components/back-office/cockpit/cockpit-list.tsx';
import { canCall } from '../../../../../lib/can-call.ts';
import { RECRUTEMENT_COCKPIT_TEXT } from '../text.ts';
import { TacheRecrutementCard } from './tache-recrutement-card.tsx';

/** The recruitment cockpit (/admin/recrutement): tasks by type, filters, assignment, file links. */
export function CockpitRecrutement({ user }: { user: User }) {
  // Every call of the recruitment cockpit has the same access (the recruitment team).
  const isTeam = canCall(user, 'listCockpitRecrutement');
  return (
    <CockpitList
      kind="recrutement"
      user={user}
      text={RECRUTEMENT_COCKPIT_TEXT}
      // The type filter and the chips offer the recruitment types only.
      types={RECRUTEMENT_COCKPIT_TACHE_TYPES}
      canAssign={isTeam}
      renderTache={(tache, assignment) => (
        <TacheRecrutementCard tache={tache} isTeam={isTeam} {...assignment} />
      )}
    />
  );
}
