import { AgentSubPage } from '../components/agent-sub-page.tsx';
import { AnnoncesProches } from '../components/annonces-proches.tsx';
import { JOURNEE_TEXT as J } from '../journee-text.ts';

/** The job posts near the agent's home, map and list, moved out of « Ma journée » (issue 25). */
export function AgentAnnoncesPage() {
  return <AgentSubPage title={J.annonces.title}>{() => <AnnoncesProches />}</AgentSubPage>;
}
