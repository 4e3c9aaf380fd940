import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { canCall } from '../../../lib/can-call.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { CandidatSearchPanel } from '../../../features/admin/recrutement/pipeline/components/candidat-search.tsx';
import { CandidatsAroundPanel } from '../../../features/admin/recrutement/pipeline/components/candidats-around.tsx';
import { CandidatsMapPanel } from '../../../features/admin/recrutement/pipeline/components/candidats-map.tsx';
import { NouveauCandidatModal } from '../../../features/admin/recrutement/pipeline/components/nouveau-candidat-modal.tsx';
import { PipelineBoard } from '../../../features/admin/recrutement/pipeline/components/pipeline-board.tsx';
import { StatutList } from '../../../features/admin/recrutement/pipeline/components/statut-list.tsx';
import { CANDIDATS_TEXT as T } from '../../../features/admin/recrutement/pipeline/text.ts';

/** The views of the page, kept in `?vue=` so that a link (or the back button) opens the same one. */
const VUES = [
  'pipeline',
  'actifs',
  'inactifs',
  'refusees',
  'recherche',
  'autour',
  'carte',
] as const;
type Vue = (typeof VUES)[number];

function isVue(value: string | null): value is Vue {
  return (VUES as readonly (string | null)[]).includes(value);
}

/**
 * /admin/recrutement/candidats: the recruitment pipeline (one column per status), the agents
 * (active, inactive) and refused applications, the searches (name, status and skill, around an
 * address) and the map of candidates.
 */
export function AdminCandidatsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('vue');
  const vue: Vue = isVue(requested) ? requested : 'pipeline';
  const canMove = canCall(user, 'saveCandidat');
  const [isCreating, setIsCreating] = useState(false);

  function changeVue(value: string | null) {
    const next = new URLSearchParams(params);
    if (!value || value === 'pipeline') next.delete('vue');
    else next.set('vue', value);
    setParams(next, { replace: true });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2}>{T.title}</Title>
        {canMove ? <Button onClick={() => setIsCreating(true)}>{T.newCandidat}</Button> : null}
      </Group>
      {canMove ? (
        <NouveauCandidatModal opened={isCreating} onClose={() => setIsCreating(false)} />
      ) : null}
      <Tabs value={vue} onChange={changeVue} keepMounted={false}>
        <Tabs.List aria-label={T.tabs}>
          <Tabs.Tab value="pipeline">{T.tabPipeline}</Tabs.Tab>
          <Tabs.Tab value="actifs">{T.tabActifs}</Tabs.Tab>
          <Tabs.Tab value="inactifs">{T.tabInactifs}</Tabs.Tab>
          <Tabs.Tab value="refusees">{T.tabRefusees}</Tabs.Tab>
          <Tabs.Tab value="recherche">{T.tabSearch}</Tabs.Tab>
          <Tabs.Tab value="autour">{T.tabAround}</Tabs.Tab>
          <Tabs.Tab value="carte">{T.tabMap}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pipeline" pt="md">
          <PipelineBoard canMove={canMove} />
        </Tabs.Panel>
        <Tabs.Panel value="actifs" pt="md">
          <StatutList statutId={CANDIDAT_STATUT.AGENT_ACTIF} layout="list" canMove={canMove} />
        </Tabs.Panel>
        <Tabs.Panel value="inactifs" pt="md">
          <StatutList statutId={CANDIDAT_STATUT.AGENT_INACTIF} layout="list" canMove={canMove} />
        </Tabs.Panel>
        <Tabs.Panel value="refusees" pt="md">
          <StatutList
            statutId={CANDIDAT_STATUT.CANDIDATURE_REFUSEE}
            layout="list"
            canMove={canMove}
          />
        </Tabs.Panel>
        <Tabs.Panel value="recherche" pt="md">
          <CandidatSearchPanel canMove={canMove} />
        </Tabs.Panel>
        <Tabs.Panel value="autour" pt="md">
          <CandidatsAroundPanel canMove={canMove} />
        </Tabs.Panel>
        <Tabs.Panel value="carte" pt="md">
          <CandidatsMapPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
