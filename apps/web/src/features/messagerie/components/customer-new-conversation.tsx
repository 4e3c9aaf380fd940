import { Alert, NativeSelect } from '@mantine/core';
import { skillLabel } from '@maisonnee/domain';
import { useState } from 'react';
import { NewConversationModal } from '../../../components/conversation/new-conversation-modal.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useClientMissions, type MissionChoice } from '../api/list-missions.ts';
import { MESSAGERIE_TEXT as T } from '../text.ts';

function missionLabel(mission: MissionChoice): string {
  const label = mission.reference?.trim() || skillLabel(mission.client_besoin_skill_id);
  return T.missionLabel(label, formatDate(mission.date_debut));
}

/**
 * A client's or an agent's « Nouveau message » to the agency: a client may say which of its
 * missions it is about (its missions list, asked once the form opens).
 */
export function CustomerNewConversation({
  opened,
  onClose,
  clientId,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  /** The client writing (null: an agent, no mission to choose). */
  clientId: number | null;
  onCreated: (conversationId: number) => void;
}) {
  const [missionId, setMissionId] = useState('');
  const missions = useClientMissions(clientId, opened);
  const close = () => {
    setMissionId('');
    onClose();
  };
  return (
    <NewConversationModal
      opened={opened}
      onClose={close}
      title={T.newTitle}
      build={({ subject, body }) => ({
        subject: subject || undefined,
        mission_id: missionId ? Number(missionId) : undefined,
        body,
      })}
      onCreated={(id) => {
        setMissionId('');
        onCreated(id);
      }}
    >
      {clientId !== null ? (
        missions.isError ? (
          <Alert color="yellow" variant="light" c="dark.9">
            {T.missionsError}
          </Alert>
        ) : (
          <NativeSelect
            label={T.mission}
            value={missionId}
            onChange={(event) => setMissionId(event.currentTarget.value)}
            disabled={missions.isPending}
            data={[
              { value: '', label: T.noMission },
              ...(missions.data ?? []).map((mission) => ({
                value: String(mission.id),
                label: missionLabel(mission),
              })),
            ]}
          />
        )
      ) : null}
    </NewConversationModal>
  );
}
