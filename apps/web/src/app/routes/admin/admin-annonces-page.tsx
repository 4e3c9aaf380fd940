import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SKILLS, toParisIsoDate } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PointsMap, type MapPoint } from '../../../components/map/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import {
  annonceFormOf,
  annonceFormOfMission,
  emptyAnnonceForm,
  type AnnonceFormState,
} from '../../../features/admin/annonces/annonce-form-state.ts';
import { useMissionForAnnonce } from '../../../features/admin/annonces/api/get-mission-for-annonce.ts';
import { useAnnonceMapsPositions } from '../../../features/admin/annonces/api/list-annonce-maps-positions.ts';
import {
  useMissionsAnnonces,
  type Annonce,
} from '../../../features/admin/annonces/api/list-missions-annonces.ts';
import { AnnonceFormModal } from '../../../features/admin/annonces/components/annonce-form-modal.tsx';
import { AnnoncesList } from '../../../features/admin/annonces/components/annonces-list.tsx';
import { ANNONCES_TEXT } from '../../../features/admin/annonces/text.ts';

const T = ANNONCES_TEXT;
type StateFilter = 'active' | 'inactive' | 'all';
const SERVICE_OPTIONS = [
  { value: '', label: T.filters.allServices },
  ...Object.entries(SKILLS).map(([value, label]) => ({ value, label })),
];

/** `?mission=` carries an encrypted id (or, typed by hand, a plain number). */
function missionIdOf(value: string | null): number | null {
  if (!value) return null;
  if (/^\d{1,10}$/.test(value)) return Number(value);
  return decryptPathId(value);
}

interface OpenForm {
  key: number;
  initial: AnnonceFormState;
  annonceId?: number;
}

/** /admin/annonces: the job posts, a map of them, and their create and edit forms. */
export function AdminAnnoncesPage() {
  const today = toParisIsoDate(new Date());
  const [params, setParams] = useSearchParams();
  const missionId = missionIdOf(params.get('mission'));
  const [state, setState] = useState<StateFilter>('active');
  const [service, setService] = useState('');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [handledMission, setHandledMission] = useState<number | null>(null);

  const isActive = state === 'all' ? undefined : state === 'active';
  const services = service ? [Number(service)] : [];
  const list = useMissionsAnnonces({
    page,
    services,
    ...(isActive === undefined ? {} : { is_active: isActive }),
  });
  const markers = useAnnonceMapsPositions({
    services,
    ...(isActive === undefined ? {} : { is_active: isActive }),
  });
  const mission = useMissionForAnnonce(missionId);

  // A mission in the URL opens the form prefilled, once.
  if (missionId !== null && mission.data && handledMission !== missionId) {
    setHandledMission(missionId);
    setForm({ key: Date.now(), initial: annonceFormOfMission(mission.data, today) });
  }

  const points: MapPoint[] = useMemo(
    () =>
      (markers.data?.items ?? []).map((marker) => ({
        id: marker.id,
        lat: marker.lat,
        lng: marker.lng,
        label: marker.label,
      })),
    [markers.data],
  );

  const closeForm = () => {
    setForm(null);
    if (params.has('mission')) {
      params.delete('mission');
      setParams(params, { replace: true });
    }
  };
  const edit = (annonce: Annonce) =>
    setForm({ key: Date.now(), initial: annonceFormOf(annonce), annonceId: annonce.id });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{T.title}</Title>
        <Button onClick={() => setForm({ key: Date.now(), initial: emptyAnnonceForm(today) })}>
          {T.create}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      {mission.isError && (
        <Alert color="red" role="alert">
          {T.missionError}
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={T.filters.label}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="annonces-etat">
            {T.filters.state}
          </Text>
          <SegmentedControl
            aria-labelledby="annonces-etat"
            value={state}
            onChange={(value) => {
              setState(value as StateFilter);
              setPage(1);
            }}
            data={[
              { value: 'active', label: T.filters.states.active },
              { value: 'inactive', label: T.filters.states.inactive },
              { value: 'all', label: T.filters.states.all },
            ]}
          />
        </Stack>
        <NativeSelect
          label={T.filters.service}
          data={SERVICE_OPTIONS}
          value={service}
          onChange={(e) => {
            setService(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>

      {markers.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(markers.error) ?? T.map.error}
        </Alert>
      ) : (
        <>
          {markers.data?.tronque ? (
            <Alert color="yellow" role="status">
              {T.map.tronque(markers.data.limit)}
            </Alert>
          ) : null}
          <PointsMap points={points} label={T.map.label} height={300} />
        </>
      )}

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert" title={T.list.error}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button variant="light" onClick={() => void list.refetch()}>
              {T.list.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <AnnoncesList data={list.data} page={page} onPage={setPage} today={today} onEdit={edit} />
      )}

      {form && (
        <AnnonceFormModal
          key={form.key}
          opened
          onClose={closeForm}
          initial={form.initial}
          {...(form.annonceId === undefined ? {} : { annonceId: form.annonceId })}
        />
      )}
    </Stack>
  );
}
