import { CahierPage } from '../../features/cahier/pages/cahier-page.tsx';
import { RapportVisite } from '../../features/agent/components/rapport-visite.tsx';

/**
 * /cahier/:missionId: the notebook (feature cahier) with, for an agent whose finished visit of the
 * mission waits for its report, the report's form (feature agent).
 */
export function CahierRoutePage() {
  return <CahierPage renderRapport={(props) => <RapportVisite {...props} />} />;
}
