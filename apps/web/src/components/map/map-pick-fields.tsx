import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { devicePositionErrorMessage, readDevicePosition } from './device-position.ts';
import { MAP_TEXT } from './text.ts';

/** A coordinate typed the French way ("48,8566") or the English way ("48.8566"); null if not a number. */
export function parseDegrees(value: string): number | null {
  const normalized = value.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/**
 * The keyboard alternative to tapping the map: two coordinate fields and "Utiliser ma position".
 * Both end in `onPick(lat, lng)`, exactly like a click on the map.
 */
export function MapPickFields({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [errors, setErrors] = useState<{ lat?: string; lng?: string }>({});
  const [positionError, setPositionError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  function place() {
    const latitude = parseDegrees(lat);
    const longitude = parseDegrees(lng);
    const next: { lat?: string; lng?: string } = {};
    if (latitude === null || Math.abs(latitude) > 90) next.lat = MAP_TEXT.latitudeInvalid;
    if (longitude === null || Math.abs(longitude) > 180) next.lng = MAP_TEXT.longitudeInvalid;
    setErrors(next);
    if (next.lat || next.lng || latitude === null || longitude === null) return;
    onPick(latitude, longitude);
  }

  function placeOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    place();
  }

  async function useMyPosition() {
    setPositionError(null);
    setLocating(true);
    try {
      const position = await readDevicePosition();
      setLat(String(position.lat));
      setLng(String(position.lng));
      onPick(position.lat, position.lng);
    } catch (error) {
      setPositionError(devicePositionErrorMessage(error));
    } finally {
      setLocating(false);
    }
  }

  return (
    // Not a <form>: the fields often sit inside the page's own form (an address being edited).
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {MAP_TEXT.pickHelp}
      </Text>
      <Group align="flex-start" gap="xs" grow>
        <TextInput
          label={MAP_TEXT.latitude}
          inputMode="decimal"
          value={lat}
          onChange={(event) => setLat(event.currentTarget.value)}
          error={errors.lat}
          onKeyDown={placeOnEnter}
        />
        <TextInput
          label={MAP_TEXT.longitude}
          inputMode="decimal"
          value={lng}
          onChange={(event) => setLng(event.currentTarget.value)}
          error={errors.lng}
          onKeyDown={placeOnEnter}
        />
      </Group>
      <Group gap="xs">
        <Button type="button" variant="light" onClick={place}>
          {MAP_TEXT.place}
        </Button>
        <Button type="button" variant="subtle" onClick={useMyPosition} loading={locating}>
          {MAP_TEXT.useMyPosition}
        </Button>
      </Group>
      {positionError ? (
        <Text size="sm" c="red" role="alert">
          {positionError}
        </Text>
      ) : null}
    </Stack>
  );
}
