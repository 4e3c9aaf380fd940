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
import { RECRUTEMENT_COCKPIT_TACHE_TYPES, type CockpitTacheType } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { canCall } from '../../../../../lib/can-call.ts';
import {
  cockpitFilter,
  colleaguesOf,
  type CockpitScope,
} from '../../../cockpit/components/cockpit-commercial.tsx';
import { groupTachesByType, tacheTypeLabel } from '../../../cockpit/tache-types.ts';
import {
  useCockpitRecrutementCounts,
  type RecrutementCounts,
} from '../api/count-cockpit-recrutement.ts';
import { useCockpitRecrutement } from '../api/list-cockpit-recrutement.ts';
import { useEquipeRecrutement } from '../api/list-equipe-recrutement.ts';
import { RECRUTEMENT_COCKPIT_TEXT as T } from '../text.ts';
import {
  TacheRecrutementCard,
  type Colleague,
  type TacheRecrutementRights,
} from './tache-recrutement-card.tsx';

/** The type filter offers the recruitment types only (the commercial ones never show here). */
const TYPE_OPTIONS = RECRUTEMENT_COCKPIT_TACHE_TYPES.map((value) => ({
  value,
  label: tacheTypeLabel(value),
}));

/** The recruitment cockpit (/admin/recrutement): tasks by type, filters, assignment, file links. */
export function CockpitRecrutement({ user }: { user: User }) {
  const [scope, setScope] = useState<CockpitScope>('all');
  const [type, setType] = useState<CockpitTacheType | null>(null);
  const [showTreated, setShowTreated] = useState(false);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => cockpitFilter(scope, type, showTreated), [scope, type, showTreated]);
  const query = useCockpitRecrutement(filter, page);
  const counts = useCockpitRecrutementCounts();
  // Every call of the recruitment cockpit has the same access (the recruitment team).
  const isTeam = canCall(user, 'listCockpitRecrutement');
  const rights: TacheRecrutementRights = { assign: isTeam, treat: isTeam, reopen: isTeam };
  const me: Colleague = { id: user.id, name: user.name };
  const taches = query.data?.items ?? [];
  const groups = groupTachesByType(taches);
  // The team is asked only to assign (same access as affect-tache).
  const equipe = useEquipeRecrutement(rights.assign);
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
            { value: 'all', label: user.role_manager ? T.scopeAll : T.scopeMineAndFree },
            { value: 'mine', label: T.scopeMine },
            { value: 'unassigned', label: T.scopeUnassigned },
          ]}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={T.type}
            placeholder={T.allTypes}
            data={TYPE_OPTIONS}
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

      <CountsSummary counts={counts.data} type={type} onType={changeFilter(setType)} />

      {query.isPending ? <PageLoader /> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error) ?? T.loadError}
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
                <TacheRecrutementCard
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
  type,
  onType,
}: {
  counts: RecrutementCounts | undefined;
  type: CockpitTacheType | null;
  onType: (type: CockpitTacheType | null) => void;
}) {
  if (!counts) return null;
  const byType = RECRUTEMENT_COCKPIT_TACHE_TYPES.map((value) => ({
    type: value as CockpitTacheType,
    count: counts.par_type[value] ?? 0,
  })).filter((entry) => entry.count > 0);
  return (
    <Stack gap="xs" component="section" aria-label={T.countsLabel}>
      <Text fw={600} role="status" aria-live="polite">
        {[
          T.countOpen(counts.ouvertes),
          T.countMine(counts.mes_taches),
          T.countFree(counts.non_affectees),
        ].join(' · ')}
      </Text>
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
