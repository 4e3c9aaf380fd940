import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PointsMap } from '../../../components/map/index.ts';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { useSaveCandidatureEtape } from '../api/save-candidature-etape.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';

const T = CANDIDATURE_TEXT.adresse;

/** Step 2: the home address, placed on the map by a tap, coordinates or the device's position. */
export function StepAdresse({ draft, change, token, onNext, onBack }: StepProps) {
  const save = useSaveCandidatureEtape();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.adresse.trim()) found.adresse = CANDIDATURE_TEXT.identite.required;
    if (!draft.codep.trim()) found.codep = CANDIDATURE_TEXT.identite.required;
    if (!draft.ville.trim()) found.ville = CANDIDATURE_TEXT.identite.required;
    setErrors(found);
    if (Object.keys(found).length > 0 || !token) return;
    try {
      const saved = await save.mutateAsync({
        application_token: token,
        etape: 'adresse',
        adresse: draft.adresse,
        codep: draft.codep,
        ville: draft.ville,
        lat: draft.lat,
        lng: draft.lng,
      });
      // The API may have placed the address itself (geocoding).
      change({ lat: saved.lat, lng: saved.lng });
      onNext();
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  const placed = draft.lat !== null && draft.lng !== null;
  return (
    <form onSubmit={submit} noValidate data-testid="candidature-step-adresse">
      <Stack gap="sm">
        {save.error ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <TextInput
          label={T.adresse}
          required
          autoComplete="street-address"
          value={draft.adresse}
          onChange={(event) => change({ adresse: event.currentTarget.value })}
          error={errors.adresse}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={T.codep}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            value={draft.codep}
            onChange={(event) => change({ codep: event.currentTarget.value })}
            error={errors.codep}
          />
          <TextInput
            label={T.ville}
            required
            autoComplete="address-level2"
            value={draft.ville}
            onChange={(event) => change({ ville: event.currentTarget.value })}
            error={errors.ville}
          />
        </SimpleGrid>
        <PointsMap
          label={T.mapLabel}
          height={260}
          points={
            placed ? [{ id: 'domicile', lat: draft.lat!, lng: draft.lng!, label: T.placed }] : []
          }
          {...(placed ? { center: { lat: draft.lat!, lng: draft.lng! } } : {})}
          onPick={(lat, lng) => change({ lat, lng })}
        />
        <Text size="sm" c={placed ? 'teal' : 'dimmed'} data-testid="candidature-point">
          {placed ? T.placed : T.notPlaced}
        </Text>
        <StepActions onBack={onBack} loading={save.isPending} />
      </Stack>
    </form>
  );
}
