import { Alert, Anchor, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { staffingRiskMessage, type BesoinSegment } from '@maisonnee/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showSuccess } from '../../../lib/toast.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { useClient, type ClientDetail } from '../api/get-client.ts';
import { useClientBrouillons } from '../api/list-client-brouillons.ts';
import { EMPTY_BESOIN, restoreDraft } from '../besoin-form-state.ts';
import { besoinScreen, sentBesoins } from '../besoin-segments.ts';
import { BesoinForm } from '../components/besoin-form.tsx';
import { BesoinGroupList } from '../components/besoin-groups.tsx';
import { SentBesoinList } from '../components/sent-besoins.tsx';
import { BESOIN_TEXT as T } from '../text.ts';

/** `besoin/:idmission`: the id is encrypted in links; a plain number is accepted too. */
function missionIdFrom(param: string | undefined): number | null {
  if (!param) return null;
  if (/^[1-9]\d*$/.test(param)) return Number(param);
  return decryptPathId(param);
}

export function BesoinPage() {
  const user = useCurrentUser();
  const clientId = user?.client_id ?? null;
  const client = useClient(clientId);
  const missionId = missionIdFrom(useParams().idmission);

  if (clientId === null) {
    return (
      <Stack gap="lg">
        <Title order={1}>{T.title}</Title>
        <Text>{T.noClient}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed">{T.intro}</Text>
      {client.isPending ? <PageLoader active /> : null}
      {client.isError ? (
        <Alert color="red" role="alert">
          {T.loadError}
        </Alert>
      ) : null}
      {client.data ? (
        <BesoinContent client={client.data} clientId={clientId} missionId={missionId} />
      ) : null}
    </Stack>
  );
}

function BesoinContent(props: {
  client: ClientDetail;
  clientId: number;
  missionId: number | null;
}) {
  const screen = besoinScreen(props.client.missions, Date.now(), props.missionId);
  // Sent needs wait for their quote's signature before they become missions: listed too.
  const sent = sentBesoins(props.client.devis, props.client.missions);
  const brouillons = useClientBrouillons(props.clientId);
  const [submitted, setSubmitted] = useState(0);
  // The quote just made starts within the lead time: the family is told, until the next one.
  const [demarrageProche, setDemarrageProche] = useState<string | null>(null);
  const plannedVisits = props.client.missions.flatMap((mission) => mission.interventions);
  const draft = restoreDraft(brouillons.data);
  const shownDraft = submitted === 0 ? draft : null;
  const pending = (key: BesoinSegment) =>
    key === 'mutuelle'
      ? { devis: [], draft: null }
      : {
          devis: sent[key],
          draft: shownDraft?.values.frequence === key ? shownDraft.values : null,
        };
  const countOf = (key: BesoinSegment) =>
    screen.groups[key].length + pending(key).devis.length + (pending(key).draft ? 1 : 0);
  const [segment, setSegment] = useState<BesoinSegment>(() =>
    countOf(screen.segment) > 0 || props.missionId !== null
      ? screen.segment
      : ((['ponctuel', 'recurrent'] as const).find((key) => countOf(key) > 0) ?? screen.segment),
  );
  // With insurer hours left, the new need is for the insurer's service: it cannot be chosen.
  const lockedService = screen.canSelectService
    ? null
    : (screen.groups.mutuelle[0]?.client_besoin_skill_id ?? null);

  return (
    <>
      <SegmentedControl
        aria-label={T.segmentsLabel}
        fullWidth
        value={segment}
        onChange={(value) => setSegment(value as BesoinSegment)}
        data={(['ponctuel', 'recurrent', 'mutuelle'] as const).map((value) => ({
          value,
          label: `${T.segments[value]} (${countOf(value)})`,
        }))}
      />
      {screen.groups[segment].length > 0 || countOf(segment) === 0 ? (
        <BesoinGroupList
          key={segment}
          groups={screen.groups[segment]}
          expanded={screen.expanded}
          emptyText={T.emptySegment[segment]}
          full={segment === 'mutuelle'}
        />
      ) : null}
      <SentBesoinList key={`sent-${segment}`} {...pending(segment)} />
      {screen.canSelectService ? null : (
        <Alert color="blue" role="status">
          {T.mutuelleHoursLeft}
        </Alert>
      )}
      {demarrageProche ? (
        <Alert color="orange" role="status" title={T.form.demarrageProcheTitle}>
          {demarrageProche}
        </Alert>
      ) : null}
      {brouillons.isPending ? (
        <PageLoader active />
      ) : (
        <BesoinForm
          key={`${submitted}-${draft?.id ?? 'new'}`}
          clientId={props.clientId}
          missionId={props.missionId}
          lockedService={lockedService}
          initial={submitted > 0 ? EMPTY_BESOIN : (draft?.values ?? EMPTY_BESOIN)}
          draftId={submitted > 0 ? null : (draft?.id ?? null)}
          restored={submitted === 0 && draft !== null}
          plannedVisits={plannedVisits}
          onSubmitted={(devis) => {
            showSuccess(T.form.submitted);
            setDemarrageProche(
              devis?.demarrage_proche ? staffingRiskMessage(devis.demarrage_proche) : null,
            );
            setSubmitted((n) => n + 1);
          }}
        />
      )}
      <Anchor component={Link} to="/documents">
        Voir mes devis
      </Anchor>
    </>
  );
}
