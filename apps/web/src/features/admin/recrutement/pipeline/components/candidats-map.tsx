import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { SkillId } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PointsMap, type MapPoint } from '../../../../../components/map/index.ts';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import {
  useCandidatMapsPositions,
  type MapsPositionsBody,
} from '../api/list-candidat-maps-positions.ts';
import { adminCandidatPath } from '../../../../../lib/admin-links.ts';
import { CANDIDATS_TEXT as T } from '../text.ts';
import { ServicesFilter, StatutsFilter } from './candidat-filters.tsx';

/**
 * The map of candidates (POST /api/candidat/maps-positions), filtered by status and service: a
 * marker opens the candidate's file; the same candidates are listed below as links (keyboard and
 * screen readers).
 */
export function CandidatsMapPanel() {
  const navigate = useNavigate();
  const [statuts, setStatuts] = useState<string[]>([]);
  const [services, setServices] = useState<string[]>([]);
  const body = useMemo<MapsPositionsBody>(
    () => ({ statut_ids: statuts.map(Number), services: services.map(Number) as SkillId[] }),
    [statuts, services],
  );
  const query = useCandidatMapsPositions(body);
  const positions = (query.data?.items ?? []).filter((position) => position.kind === 'candidat');
  const points: MapPoint[] = positions.map((position) => ({
    id: position.id,
    lat: position.lat,
    lng: position.lng,
    label: position.label,
  }));

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap" role="group" aria-label={T.mapFilters}>
        <StatutsFilter value={statuts} onChange={setStatuts} />
        <ServicesFilter value={services} onChange={setServices} />
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error) ?? T.mapError}
        </Alert>
      ) : null}
      {query.isPending ? <PageLoader /> : null}
      {query.data ? (
        <>
          <Text fw={600} role="status" aria-live="polite">
            {T.mapCount(points.length)}
          </Text>
          {query.data.tronque ? (
            <Alert color="yellow" role="status">
              {T.mapTronque(query.data.limit)}
            </Alert>
          ) : null}
          <Text fz="sm" c="dimmed">
            {T.mapHelp}
          </Text>
          <PointsMap
            points={points}
            label={T.mapLabel}
            height={420}
            onSelect={(point) => void navigate(adminCandidatPath(Number(point.id)))}
          />
          {positions.length > 0 ? (
            <List size="sm" aria-label={T.mapList}>
              {positions.map((position) => (
                <List.Item key={position.id}>
                  <Anchor component={Link} to={adminCandidatPath(position.id)}>
                    {position.label}
                  </Anchor>
                  {position.statut ? ` · ${position.statut}` : ''}
                </List.Item>
              ))}
            </List>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
