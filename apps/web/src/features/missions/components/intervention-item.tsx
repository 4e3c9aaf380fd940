import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatInstantTime, formatInterventionDate } from '@maisonnee/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useProlongation } from '../api/get-prolongation.ts';
import type { Intervention } from '../api/list-mission-interventions.ts';
import { interventionActions } from '../lib/missions-view.ts';
import { MISSIONS_TEXT } from '../text.ts';
import { ProlongationAnswer } from './prolongation-answer.tsx';
import { StatutBadge } from './statut-badge.tsx';

// The dialogs (forms, date inputs, Mantine's Modal) load when one is opened: the missions page's
// first paint runs less script (issue 25, point 9).
const AvisModal = lazy(async () => ({ default: (await import('./avis-modal.tsx')).AvisModal }));
const CancelInterventionModal = lazy(async () => ({
  default: (await import('./cancel-intervention-modal.tsx')).CancelInterventionModal,
}));
const EditInterventionModal = lazy(async () => ({
  default: (await import('./edit-intervention-modal.tsx')).EditInterventionModal,
}));
const ProlongationModal = lazy(async () => ({
  default: (await import('./prolongation-modal.tsx')).ProlongationModal,
}));

const T = MISSIONS_TEXT.intervention;

type Dialog = 'cancel' | 'edit' | 'extend' | 'avis' | null;

function agentName(agent: Intervention['agent']): string | null {
  if (!agent) return null;
  return [agent.prenom, agent.nom_initiale].filter(Boolean).join(' ') || null;
}

/** One intervention of a mission, with what the client may do on it. */
export function InterventionItem({ intervention }: { intervention: Intervention }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const running = intervention.statut === 'en_cours';
  // The extension matters while the agent is there: asked, accepted or refused.
  const prolongation = useProlongation(intervention.id, running);
  const actions = interventionActions(intervention, prolongation.data?.statut ?? null, new Date());
  const when = formatInterventionDate(intervention.date_debut, intervention.date_fin);
  const name = agentName(intervention.agent);
  const close = () => setDialog(null);

  return (
    // Focusable by script (not by Tab): « Voir plus » moves the focus to the first new one.
    <Card component="li" withBorder padding="sm" radius="md" aria-label={when} tabIndex={-1}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{when}</Text>
          <StatutBadge statut={intervention.statut} />
        </Group>
        {intervention.candidat_id === null ? (
          <Text size="sm" fw={600} c="orange.9">
            {T.noAgent}
          </Text>
        ) : (
          name && (
            <Text size="sm">
              {/* The agent's profile (issue 25): photo, presentation, reviews, the family's choice. */}
              <Anchor component={Link} to={`/intervenants/${intervention.candidat_id}`} inherit>
                {T.agent(name)}
              </Anchor>
            </Text>
          )
        )}
        {intervention.pointage_debut_at && (
          <Text size="sm">{T.arrived(formatInstantTime(intervention.pointage_debut_at))}</Text>
        )}
        {intervention.pointage_fin_at && (
          <Text size="sm">{T.left(formatInstantTime(intervention.pointage_fin_at))}</Text>
        )}
        {intervention.cancel_reason && (
          <Text size="sm">{T.cancelReason(intervention.cancel_reason)}</Text>
        )}
        {prolongation.data && <ProlongationAnswer prolongation={prolongation.data} />}
        {intervention.has_avis && (
          <Text size="sm" c="dimmed">
            {MISSIONS_TEXT.avis.given}
          </Text>
        )}
        {(actions.canCancel || actions.canEdit || actions.canExtend || actions.canRate) && (
          <Group gap="xs" role="group" aria-label={T.actions(when)}>
            {actions.canRate && (
              <Button size="sm" onClick={() => setDialog('avis')}>
                {MISSIONS_TEXT.avis.open}
              </Button>
            )}
            {actions.canExtend && (
              <Button size="sm" variant="outline" onClick={() => setDialog('extend')}>
                {MISSIONS_TEXT.prolongation.open}
              </Button>
            )}
            {actions.canEdit && (
              <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
                {MISSIONS_TEXT.edit.open}
              </Button>
            )}
            {actions.canCancel && (
              <Button size="sm" variant="outline" color="red.9" onClick={() => setDialog('cancel')}>
                {MISSIONS_TEXT.cancel.open}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'cancel' && (
          <CancelInterventionModal
            interventionId={intervention.id}
            when={when}
            opened
            onClose={close}
          />
        )}
        {dialog === 'edit' && (
          <EditInterventionModal intervention={intervention} opened onClose={close} />
        )}
        {dialog === 'extend' && (
          <ProlongationModal interventionId={intervention.id} opened onClose={close} />
        )}
        {dialog === 'avis' && <AvisModal interventionId={intervention.id} opened onClose={close} />}
      </Suspense>
    </Card>
  );
}
