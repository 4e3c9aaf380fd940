import { AgentDocuments } from '../components/agent-documents.tsx';
import { AgentSubPage } from '../components/agent-sub-page.tsx';
import { JOURNEE_TEXT as J } from '../journee-text.ts';

/** The agent's documents (payslips, contract…), moved out of « Ma journée » (issue 25). */
export function AgentDocumentsPage() {
  return (
    <AgentSubPage title={J.documents.title}>
      {(candidatId) => <AgentDocuments candidatId={candidatId} />}
    </AgentSubPage>
  );
}
