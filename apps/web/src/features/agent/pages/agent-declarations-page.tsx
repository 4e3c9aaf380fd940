import { Accordion, Stack } from '@mantine/core';
import { AbsenceForm } from '../components/absence-form.tsx';
import { AbsencesList } from '../components/absences-list.tsx';
import { AgentSubPage } from '../components/agent-sub-page.tsx';
import { CongeForm } from '../components/conge-form.tsx';
import { CongesList } from '../components/conges-list.tsx';
import { ContratSignature } from '../components/contrat-signature.tsx';
import { DemissionForm } from '../components/demission-form.tsx';
import { JOURNEE_TEXT as J } from '../journee-text.ts';
import { AGENT_TEXT as T } from '../text.ts';

/**
 * The agent's declarations, moved out of « Ma journée » (issue 25): leave, absences and their
 * justification, resignation, and the work contract to sign. A delay is declared on the visit's
 * card, in the day.
 */
export function AgentDeclarationsPage() {
  return (
    <AgentSubPage title={J.declarations.title}>
      {(candidatId) => (
        <Stack gap="xl">
          <ContratSignature candidatId={candidatId} />
          <Accordion variant="separated">
            <Accordion.Item value="conge">
              <Accordion.Control>{T.conge.title}</Accordion.Control>
              <Accordion.Panel>
                <CongeForm candidatId={candidatId} />
                <CongesList candidatId={candidatId} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="absence">
              <Accordion.Control>{T.absence.title}</Accordion.Control>
              <Accordion.Panel>
                <AbsenceForm candidatId={candidatId} />
                <AbsencesList candidatId={candidatId} />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="demission">
              <Accordion.Control>{T.demission.title}</Accordion.Control>
              <Accordion.Panel>
                <DemissionForm candidatId={candidatId} />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>
      )}
    </AgentSubPage>
  );
}
