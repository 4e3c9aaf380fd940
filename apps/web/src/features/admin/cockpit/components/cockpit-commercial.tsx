import {
  Alert,
  Button,
  Chip,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { User } from '@maisonnee/contract';
import type { CockpitTacheType } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { canCall } from '../../../../lib/can-call.ts';
import {
  useCockpitCommercial,
  type CockpitFilter,
  type CockpitTache,
} from '../api/list-cockpit-commercial.ts';
import { useCockpitCounts, type CockpitCounts } from '../api/count-cockpit-commercial.ts';
import { useEquipeCommercial } from '../api/list-equipe-commercial.ts';
import { groupTachesByType, tacheTypeLabel, tacheTypeOptions } from '../tache-types.ts';
import { COCKPIT_TEXT as T } from '../text.ts';
import { TacheCard, type Colleague, type TacheRights } from './tache-card.tsx';

/** Which tasks: everyone's (a manager; others get theirs and the free ones), mine, nobody's. */
export type CockpitScope = 'all' | 'mine' | 'unassigned';

/** The body of the cockpit call for the chosen filters. */
export function cockpitFilter(
  scope: CockpitScope,
  type: CockpitTacheType | null,
  showTreated: boolean,
): CockpitFilter {
  const filter: CockpitFilter = {};
  if (scope === 'mine') filter.mine = true;
  if (scope === 'unassigned') filter.assigned_user_id = null;
  if (type) filter.type = type;
  // The API lists open tasks, or treated ones when asked: one or the other, never mixed.
  filter.is_traitee = showTreated;
  return filter;
}

/**
 * Me first, then the commercial team (`client-cockpit/equipe`, by name), then anyone else holding a
 * task on screen (an account closed since, say). Without the team list (not loaded, or refused),
 * the colleagues holding a task on screen are still offered.
 */
export function colleaguesOf(
  me: Colleague,
  taches: readonly CockpitTache[],
  equipe: readonly Colleague[] = [],
): Colleague[] {
  const byId = new Map<number, Colleague>([[me.id, me]]);
  for (const member of equipe) {
    if (!byId.has(member.id)) byId.set(member.id, { id: member.id, name: member.name });
  }
  for (const tache of taches) {
    if (tache.assigned_user_id !== null && !byId.has(tache.assigned_user_id)) {
      byId.set(tache.assigned_user_id, {
        id: tache.assigned_user_id,
        name: tache.assigned_user_name ?? `#${tache.assigned_user_id}`,
      });
    }
  }
  return [...byId.values()];
}

/** The commercial cockpit (/admin): the tasks grouped by type, filters, assignment, links. */
export function CockpitCommercial({ user }: { user: User }) {
  const isManager = user.role_manager;
  const [scope, setScope] = useState<CockpitScope>('all');
  const [type, setType] = useState<CockpitTacheType | null>(null);
  const [showTreated, setShowTreated] = useState(false);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => cockpitFilter(scope, type, showTreated), [scope, type, showTreated]);
  const query = useCockpitCommercial(filter, page);
  const counts = useCockpitCounts();
  const rights: TacheRights = {
    assign: canCall(user, 'affectTacheCommercial'),
    treat: canCall(user, 'traiterTacheCommercial'),
    replace: canCall(user, 'listRemplacementsCommercial'),
    plan: canCall(user, 'listMissionsAPlanifier'),
    devis: canCall(user, 'createDevisLibre'),
  };
  const me: Colleague = { id: user.id, name: user.name };
  const taches = query.data?.items ?? [];
  const groups = groupTachesByType(taches);
  // The team list has the access of affect-tache (the commercial team): asked only to assign.
  const equipe = useEquipeCommercial(rights.assign);
  const colleagues = colleaguesOf(me, taches, equipe.data);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;

  const changeFilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{T.title}</Title>
        <Text c="dimmed">{T.intro}</Text>
      </div>

      <Stack gap="xs" component="section" aria-label={T.filters}>
        <SegmentedControl
          aria-label={T.scope}
          value={scope}
          onChange={changeFilter((value: string) => setScope(value as CockpitScope))}
          fullWidth
          data={[
            { value: 'all', label: isManager ? T.scopeAll : T.scopeMineAndFree },
            { value: 'mine', label: T.scopeMine },
            { value: 'unassigned', label: T.scopeUnassigned },
          ]}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={T.type}
            placeholder={T.allTypes}
            data={tacheTypeOptions()}
            value={type}
            onChange={(value) => changeFilter(setType)(value as CockpitTacheType | null)}
            clearable
            w={260}
          />
          <Switch
            label={T.showTreated}
            checked={showTreated}
            onChange={(event) => changeFilter(setShowTreated)(event.currentTarget.checked)}
          />
        </Group>
      </Stack>

      <CountsSummary
        counts={counts.data}
        fallback={groups.map((group) => ({ type: group.type, count: group.taches.length }))}
        type={type}
        onType={changeFilter(setType)}
      />

      {query.isPending ? <PageLoader /> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error) ?? T.loadError}
        </Alert>
      ) : null}

      {query.data ? (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600} role="status" aria-live="polite">
              {T.total(query.data.total)}
              {query.isFetching && !query.isPending ? ` · ${T.refreshing}` : ''}
            </Text>
          </Group>
          {groups.length === 0 ? <Text>{T.empty}</Text> : null}
          {groups.map((group) => (
            <Stack key={group.type} gap="xs" component="section" aria-label={group.label}>
              <Title order={3} fz="lg">
                {T.groupCount(group.label, group.taches.length)}
              </Title>
              {group.taches.map((tache) => (
                <TacheCard
                  key={tache.id}
                  tache={tache}
                  me={me}
                  colleagues={colleagues}
                  rights={rights}
                />
              ))}
            </Stack>
          ))}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': T.previous }
                  : control === 'next'
                    ? { 'aria-label': T.next }
                    : {}
              }
            />
          ) : null}
        </Stack>
      ) : null}
      {query.isError ? (
        <Button variant="light" onClick={() => void query.refetch()} w="fit-content">
          {T.retry}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Open tasks in all, mine, nobody's, and by type (a chip filters the list by its type). */
function CountsSummary({
  counts,
  fallback,
  type,
  onType,
}: {
  counts: CockpitCounts | undefined;
  /** Counts of the tasks on screen, while the counts call has not answered. */
  fallback: { type: CockpitTacheType; count: number }[];
  type: CockpitTacheType | null;
  onType: (type: CockpitTacheType | null) => void;
}) {
  const byType = counts
    ? (Object.entries(counts.par_type) as [CockpitTacheType, number][])
        .filter(([, count]) => count > 0)
        .map(([value, count]) => ({ type: value, count }))
    : fallback;
  return (
    <Stack gap="xs" component="section" aria-label={T.countsLabel}>
      {counts ? (
        <Text fw={600} role="status" aria-live="polite">
          {[
            T.countOpen(counts.ouvertes),
            T.countMine(counts.mes_taches),
            T.countFree(counts.non_affectees),
          ].join(' · ')}
        </Text>
      ) : null}
      {byType.length > 0 ? (
        <Group gap="xs" role="group" aria-label={T.byType}>
          {byType.map((entry) => (
            <Chip
              key={entry.type}
              checked={type === entry.type}
              onChange={() => onType(type === entry.type ? null : entry.type)}
              variant="light"
            >
              {T.groupCount(tacheTypeLabel(entry.type), entry.count)}
            </Chip>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
