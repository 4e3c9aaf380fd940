import { Stack } from '@mantine/core';
import { useState } from 'react';
import {
  AroundForm,
  AroundResults,
  aroundMarkers,
  type GeoPoint,
} from '../../../../components/back-office/around-search.tsx';
import { useClientsAround, type ClientsAroundBody } from '../api/list-clients-around.ts';
import { CLIENTS_TEXT as T } from '../text.ts';
import { ClientLines, clientName } from './client-lines.tsx';

/** Clients around a point chosen on the map, within a radius (20 km by default). */
export function ClientsAroundPanel() {
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [submitted, setSubmitted] = useState<ClientsAroundBody | null>(null);
  const around = useClientsAround(submitted);
  const clients = around.items;
  const distances = new Map(clients.map((client) => [client.id, client.distance_km]));

  return (
    <Stack gap="md">
      <AroundForm
        text={T}
        point={point}
        onPick={setPoint}
        markers={aroundMarkers(point, clients, clientName)}
        mapLabel={T.mapLabel}
        mapHeight={320}
        canSearch={point !== null}
        searching={around.isFetching}
        onSearch={(km) => {
          if (point) setSubmitted({ ...point, distanceKM: km, statut_ids: [] });
        }}
      />
      <AroundResults text={T} around={around} submitted={submitted !== null}>
        <ClientLines
          clients={clients}
          label={T.resultsList}
          distanceOf={(id) => distances.get(id)}
        />
      </AroundResults>
    </Stack>
  );
}
