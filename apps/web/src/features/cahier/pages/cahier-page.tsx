import { Alert, Anchor, Divider, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { formatInterventionDate } from '@maisonnee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-errors.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { useCahier, type Cahier, type MissionTache } from '../api/get-cahier.ts';
import { cahierKeys } from '../api/keys.ts';
import { CahierForm } from '../components/cahier-form.tsx';
import { CahierTimeline } from '../components/cahier-timeline.tsx';
import { TachesEditor, TachesList } from '../components/taches-editor.tsx';
import { CAHIER_TEXT as T } from '../text.ts';

/** What the page hands to the visit report form of the agent (rendered by the route). */
export interface RapportSlotProps {
  interventionId: number;
  taches: readonly MissionTache[];
  onSent: () => void;
}

/**
 * The mission of the path: its encrypted id (links of notifications and screens), or its plain id
 * (older links); the API's access rule decides anyway.
 */
export function missionIdOf(param: string | undefined): number | null {
  if (!param) return null;
  const decrypted = decryptPathId(param);
  if (decrypted !== null) return decrypted;
  return /^\d{1,10}$/.test(param) ? Number(param) : null;
}

/** The agent's finished visits of the mission that wait for their report. */
function RapportsAFaire({
  cahier,
  renderRapport,
  onSent,
}: {
  cahier: Cahier;
  renderRapport?: (props: RapportSlotProps) => ReactNode;
  onSent: () => void;
}) {
  if (!renderRapport || cahier.rapports_a_faire.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="rapports-title">
      <Title order={2} size="h4" id="rapports-title">
        {T.rapportsAFaire}
      </Title>
      {cahier.rapports_a_faire.map((visite) => (
        <Stack key={visite.intervention_id} gap={4}>
          <Text fw={600} size="sm">
            {T.rapportVisite(formatInterventionDate(visite.date_debut, visite.date_fin))}
          </Text>
          {renderRapport({ interventionId: visite.intervention_id, taches: cahier.taches, onSent })}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /cahier/:missionId: the mission's liaison notebook (docs/cahier.md) — the visit reports and the
 * messages as a conversation, newest first; the form to write; the tasks of the visits, which the
 * family edits. An agent with a finished visit of the mission writes its report here too, with
 * the form the route passes (`renderRapport`: the agent's feature owns it).
 */
export function CahierPage({
  renderRapport,
}: {
  renderRapport?: (props: RapportSlotProps) => ReactNode;
} = {}) {
  const { missionId: param } = useParams();
  const missionId = missionIdOf(param);
  if (missionId === null) {
    return (
      <Stack gap="md">
        <Title order={1}>{T.title}</Title>
        <Alert color="red">{T.badLink}</Alert>
      </Stack>
    );
  }
  return <CahierOf missionId={missionId} renderRapport={renderRapport} />;
}

function CahierOf({
  missionId,
  renderRapport,
}: {
  missionId: number;
  renderRapport?: (props: RapportSlotProps) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const cahier = useCahier(missionId, page);
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: cahierKeys.mission(missionId) });
  // Said here, not by the report's form: once sent, the visit leaves the list and its form with it.
  const [rapportSent, setRapportSent] = useState(false);
  const onRapportSent = () => {
    setRapportSent(true);
    refresh();
  };
  const data = cahier.data;
  const pages = data ? Math.max(1, Math.ceil(data.entrees.total / data.entrees.limit)) : 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed" size="sm">
          {T.intro}
        </Text>
        <Anchor component={Link} to="/missions" size="sm">
          {T.back}
        </Anchor>
      </Stack>
      {cahier.isPending && <Loader aria-label={T.title} />}
      {cahier.isError && (
        <Alert color="red" role="alert">
          {errorMessage(cahier.error) ?? T.loadError}
        </Alert>
      )}
      {data && (
        <>
          {rapportSent && (
            <Alert color="teal" role="status">
              {T.rapportEnvoye}
            </Alert>
          )}
          <RapportsAFaire cahier={data} renderRapport={renderRapport} onSent={onRapportSent} />
          {data.can_edit_taches ? (
            <TachesEditor missionId={missionId} taches={data.taches} />
          ) : (
            <TachesList taches={data.taches} />
          )}
          <Divider />
          <CahierForm missionId={missionId} />
          <Divider />
          <CahierTimeline entrees={data.entrees.items} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={T.pagination}
              size="sm"
            />
          )}
        </>
      )}
    </Stack>
  );
}
