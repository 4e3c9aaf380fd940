import { Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { PointsMap } from '../../../components/map/index.ts';
import { useSaveCandidatureEtape } from '../api/save-candidature-etape.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { CodepVilleFields, textBinder } from './step-fields.tsx';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepErrors } from './use-step-errors.ts';

const T = CANDIDATURE_TEXT.adresse;

/** Step 2: the home address, placed on the map by a tap, coordinates or the device's position. */
export function StepAdresse({ draft, change, token, onNext, onBack }: StepProps) {
  const save = useSaveCandidatureEtape();
  const { errors, submitChecked } = useStepErrors();
  const text = textBinder({ draft, change }, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.adresse.trim()) found.adresse = CANDIDATURE_TEXT.identite.required;
    if (!draft.codep.trim()) found.codep = CANDIDATURE_TEXT.identite.required;
    if (!draft.ville.trim()) found.ville = CANDIDATURE_TEXT.identite.required;
    await submitChecked(found, async () => {
      if (!token) return;
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
    });
  }

  const placed = draft.lat !== null && draft.lng !== null;
  return (
    <StepForm
      testId="candidature-step-adresse"
      onSubmit={submit}
      error={save.error}
      loading={save.isPending}
      onBack={onBack}
    >
      <TextInput label={T.adresse} {...text('adresse')} />
      <CodepVilleFields text={text} />
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
    </StepForm>
  );
}
