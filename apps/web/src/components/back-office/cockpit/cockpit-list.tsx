import {
  Alert,
  Button,
  Chip,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { User } from '@maisonnee/contract';
import type { CockpitTacheType } from '@maisonnee/domain';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import {
  useCockpitCounts,
  useCockpitEquipe,
  useCockpitTaches,
  type CockpitCounts,
  type CockpitKind,
  type CockpitTache,
} from '../../../lib/cockpit.ts';
import { PageLoader } from '../../page-loader.tsx';
import { PagesControl } from '../pages-control.tsx';
import {
  cockpitFilter,
  colleaguesOf,
  groupTachesByType,
  tacheTypeLabel,
  tacheTypeOptions,
  type CockpitScope,
  type Colleague,
} from './tache-types.ts';
import { COCKPIT_TEXT as T, type CockpitTitleText } from './text.ts';

/** Who is looking and who a task may be given to, for each task's card. */
export interface TacheAssignment {
  me: Colleague;
  colleagues: readonly Colleague[];
}

/**
 * One cockpit's screen, the commercial one (/admin) or the recruitment one (/admin/recrutement),
 * by its `kind`: the tasks grouped by type, the filters (whose, which type, open or treated), the
 * counts, and the pages. Each task's card is the cockpit's own (`renderTache`).
 */
export function CockpitList({
  kind,
  user,
  text,
  types,
  canAssign,
  renderTache,
}: {
  kind: CockpitKind;
  user: User;
  text: CockpitTitleText;
  /** The types this cockpit shows, in this order (filter, count chips); the catalogue's if absent. */
  types?: readonly CockpitTacheType[];
  /** The operator may give tasks: the team is asked for only then (same access as affect-tache). */
  canAssign: boolean;
  renderTache: (tache: CockpitTache, assignment: TacheAssignment) => ReactNode;
}) {
  const [scope, setScope] = useState<CockpitScope>('all');
  const [type, setType] = useState<CockpitTacheType | null>(null);
  const [showTreated, setShowTreated] = useState(false);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => cockpitFilter(scope, type, showTreated), [scope, type, showTreated]);
  const query = useCockpitTaches(kind, filter, page);
  const counts = useCockpitCounts(kind);
  const me: Colleague = { id: user.id, name: user.name };
  const taches = query.data?.items ?? [];
  const groups = groupTachesByType(taches);
  const equipe = useCockpitEquipe(kind, canAssign);
  const assignment: TacheAssignment = { me, colleagues: colleaguesOf(me, taches, equipe.data) };

  const changeFilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{text.title}</Title>
        <Text c="dimmed">{text.intro}</Text>
      </div>

      <Stack gap="xs" component="section" aria-label={T.filters}>
        <SegmentedControl
          aria-label={T.scope}
          value={scope}
          onChange={changeFilter((value: string) => setScope(value as CockpitScope))}
          fullWidth
          data={[
            { value: 'all', label: user.role_manager ? T.scopeAll : T.scopeMineAndFree },
            { value: 'mine', label: T.scopeMine },
            { value: 'unassigned', label: T.scopeUnassigned },
          ]}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={T.type}
            placeholder={T.allTypes}
            data={tacheTypeOptions(types)}
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
        types={types}
        fallback={groups.map((group) => ({ type: group.type, count: group.taches.length }))}
        type={type}
        onType={changeFilter(setType)}
      />

      {query.isPending ? <PageLoader /> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error) ?? text.loadError}
        </Alert>
      ) : null}

      {query.data ? (
        <Stack gap="md">
          <Text fw={600} role="status" aria-live="polite">
            {T.total(query.data.total)}
            {query.isFetching && !query.isPending ? ` · ${T.refreshing}` : ''}
          </Text>
          {groups.length === 0 ? <Text>{T.empty}</Text> : null}
          {groups.map((group) => (
            <Stack key={group.type} gap="xs" component="section" aria-label={group.label}>
              <Title order={3} fz="lg">
                {T.groupCount(group.label, group.taches.length)}
              </Title>
              {group.taches.map((tache) => (
                <Fragment key={tache.id}>{renderTache(tache, assignment)}</Fragment>
              ))}
            </Stack>
          ))}
          <PagesControl of={query.data} value={page} onChange={setPage} />
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

/**
 * Open tasks in all, mine, nobody's, and by type (a chip filters the list by its type). Until the
 * counts answer, the chips count the tasks on screen.
 */
function CountsSummary({
  counts,
  types,
  fallback,
  type,
  onType,
}: {
  counts: CockpitCounts | undefined;
  types: readonly CockpitTacheType[] | undefined;
  fallback: { type: CockpitTacheType; count: number }[];
  type: CockpitTacheType | null;
  onType: (type: CockpitTacheType | null) => void;
}) {
  const byType = counts
    ? ((types ?? Object.keys(counts.par_type)) as CockpitTacheType[])
        .map((value) => ({ type: value, count: counts.par_type[value] ?? 0 }))
        .filter((entry) => entry.count > 0)
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
