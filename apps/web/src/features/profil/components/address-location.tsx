import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  PointsMap,
  devicePositionErrorMessage,
  readDevicePosition,
} from '../../../components/map/index.ts';
import { PROFIL_TEXT } from '../text.ts';

const T = PROFIL_TEXT.location;

/**
 * Where the address stands, without any outside service (issue 10, point 8): the device's
 * position ("Je suis à cette adresse") or a point placed on the map. The coordinates go into the
 * profile form and are saved with the address by its own button.
 */
export function AddressLocation({
  lat,
  lng,
  adresse,
  onChange,
}: {
  lat: number | null;
  lng: number | null;
  adresse: string;
  onChange: (lat: number, lng: number) => void;
}) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const located = lat !== null && lng !== null;

  const place = (nextLat: number, nextLng: number) => {
    onChange(nextLat, nextLng);
    setPlaced(true);
    setError(null);
  };

  async function useDevicePosition() {
    setError(null);
    setLocating(true);
    try {
      const position = await readDevicePosition();
      place(position.lat, position.lng);
    } catch (failure) {
      setError(devicePositionErrorMessage(failure));
    } finally {
      setLocating(false);
    }
  }

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="md" component="legend">
        {T.title}
      </Title>
      <Text size="sm" c={located ? undefined : 'orange.9'}>
        {located ? T.located(formatDegrees(lat), formatDegrees(lng)) : T.notLocated}
      </Text>
      <Group gap="xs">
        <Button type="button" variant="light" onClick={useDevicePosition} loading={locating}>
          {T.here}
        </Button>
        <Button
          type="button"
          variant="subtle"
          aria-expanded={showMap}
          onClick={() => setShowMap((shown) => !shown)}
        >
          {showMap ? T.hideMap : T.showMap}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {placed && !error ? (
        <Text size="sm" role="status">
          {T.placed}
        </Text>
      ) : null}
      {showMap ? (
        <PointsMap
          label={T.mapLabel}
          height={300}
          points={located ? [{ id: 'adresse', lat, lng, label: adresse || T.home }] : []}
          {...(located ? { center: { lat, lng } } : {})}
          onPick={place}
        />
      ) : null}
    </Stack>
  );
}

function formatDegrees(value: number): string {
  return value.toLocaleString('fr-FR', { maximumFractionDigits: 5 });
}
