import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  devicePositionErrorMessage,
  readDevicePosition,
} from '../../../../components/map/device-position.ts';
import { PointsMap } from '../../../../components/map/index.ts';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useLocaliserClient } from '../api/localiser-client.ts';
import { CLIENT_FILE_TEXT } from '../text.ts';
import type { ClientDetail } from './client-identity.tsx';
import { FileSection } from './file-section.tsx';

const T = CLIENT_FILE_TEXT.location;

/**
 * Where the client's home stands (issue 10, point 8), placed without an outside service: a point
 * on the map, or the operator's device when at the client's door. Agents' check-in and planning
 * need it; the cockpit's "adresse à placer" task closes once it is set.
 */
export function ClientLocation({ client, canPlace }: { client: ClientDetail; canPlace: boolean }) {
  const localiser = useLocaliserClient(client.id);
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const located = client.lat !== null && client.lng !== null;
  const address = [client.adresse, client.codep, client.ville].filter(Boolean).join(' ');

  async function useDevicePosition() {
    setDeviceError(null);
    setLocating(true);
    try {
      localiser.mutate(await readDevicePosition());
    } catch (failure) {
      setDeviceError(devicePositionErrorMessage(failure));
    } finally {
      setLocating(false);
    }
  }

  return (
    <FileSection title={T.title}>
      <Stack gap="xs">
        <Text fz="sm" c={located ? undefined : 'red.9'}>
          {located ? T.located : T.notLocated}
        </Text>
        {canPlace ? (
          <>
            <Text fz="sm">{T.help}</Text>
            <Group gap="xs">
              <Button
                type="button"
                variant="light"
                onClick={useDevicePosition}
                loading={locating || localiser.isPending}
              >
                {T.here}
              </Button>
            </Group>
            {deviceError || localiser.isError ? (
              <Alert color="red" variant="light" role="alert">
                {deviceError ?? errorMessage(localiser.error)}
              </Alert>
            ) : null}
            {localiser.isSuccess ? (
              <Text fz="sm" role="status">
                {T.saved}
              </Text>
            ) : null}
          </>
        ) : null}
        <PointsMap
          label={T.map}
          height={260}
          points={
            located
              ? [{ id: client.id, lat: client.lat!, lng: client.lng!, label: address || T.home }]
              : []
          }
          {...(located ? { center: { lat: client.lat!, lng: client.lng! } } : {})}
          {...(canPlace
            ? { onPick: (lat: number, lng: number) => localiser.mutate({ lat, lng }) }
            : {})}
        />
      </Stack>
    </FileSection>
  );
}
