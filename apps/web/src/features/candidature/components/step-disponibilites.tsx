import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
} from '@mantine/core';
import { DAY_SHORT_NAMES, halfHourSlots, TRANSPORT_TYPES, type IsoDay } from '@maisonnee/domain';
import type { FormEvent } from 'react';
import { useSaveCandidatureEtape, type EtapeInput } from '../api/save-candidature-etape.ts';
import type { Slot } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepErrors } from './use-step-errors.ts';

const T = CANDIDATURE_TEXT.disponibilites;
const DAYS = ([1, 2, 3, 4, 5, 6, 7] as IsoDay[]).map((day) => ({
  value: String(day),
  label: DAY_SHORT_NAMES[day],
}));
const TIMES = halfHourSlots();

type DispoBody = Extract<EtapeInput, { etape: 'disponibilites' }>;

/** Step 4: weekly slots on the half-hour grid, how the candidate travels and how far. */
export function StepDisponibilites({ draft, change, token, onNext, onBack }: StepProps) {
  const save = useSaveCandidatureEtape();
  const { errors, submitChecked } = useStepErrors();
  const slots = draft.disponibilites;

  const setSlot = (index: number, patch: Partial<Slot>) =>
    change({
      disponibilites: slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (slots.length === 0) found.disponibilites = T.slotsRequired;
    else if (slots.some((slot) => slot.time_fin <= slot.time_debut))
      found.disponibilites = T.slotOrder;
    if (draft.transport_type_id === null) found.transport_type_id = T.transportRequired;
    await submitChecked(found, async () => {
      if (!token) return;
      await save.mutateAsync({
        application_token: token,
        etape: 'disponibilites',
        disponibilites: slots,
        transport_type_id: draft.transport_type_id as DispoBody['transport_type_id'],
        rayon_km: draft.rayon_km,
      });
      onNext();
    });
  }

  const slotError =
    errors.disponibilites ??
    Object.entries(errors).find(([key]) => key.startsWith('disponibilites.'))?.[1];
  return (
    <StepForm
      testId="candidature-step-disponibilites"
      onSubmit={submit}
      error={save.error}
      loading={save.isPending}
      onBack={onBack}
    >
      <Fieldset legend={T.slots}>
        <Stack gap="xs">
          {slots.map((slot, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={T.day}
                data={DAYS}
                value={String(slot.day)}
                allowDeselect={false}
                onChange={(value) => setSlot(index, { day: Number(value) })}
                w={90}
              />
              <Select
                label={T.debut}
                data={TIMES.slice(0, -1)}
                value={slot.time_debut}
                allowDeselect={false}
                onChange={(value) => value && setSlot(index, { time_debut: value })}
                w={95}
              />
              <Select
                label={T.fin}
                data={TIMES.slice(1)}
                value={slot.time_fin}
                allowDeselect={false}
                onChange={(value) => value && setSlot(index, { time_fin: value })}
                w={95}
              />
              <ActionIcon
                variant="subtle"
                color="red.9"
                c="red.9"
                size="lg"
                aria-label={`${T.removeSlot} ${index + 1}`}
                onClick={() => change({ disponibilites: slots.filter((_, i) => i !== index) })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            type="button"
            variant="light"
            onClick={() =>
              change({
                disponibilites: [...slots, { day: 1, time_debut: '08:00', time_fin: '12:00' }],
              })
            }
          >
            {T.addSlot}
          </Button>
          {slotError ? (
            <Alert color="red" role="alert">
              {slotError}
            </Alert>
          ) : null}
        </Stack>
      </Fieldset>
      <Select
        label={T.transport}
        required
        data={TRANSPORT_TYPES.map((type) => ({ value: String(type.id), label: type.label }))}
        value={draft.transport_type_id === null ? null : String(draft.transport_type_id)}
        onChange={(value) => change({ transport_type_id: value === null ? null : Number(value) })}
        error={errors.transport_type_id}
      />
      <NumberInput
        label={T.rayon}
        min={1}
        max={200}
        allowDecimal={false}
        value={draft.rayon_km}
        onChange={(value) => change({ rayon_km: typeof value === 'number' ? value : 20 })}
        error={errors.rayon_km}
      />
    </StepForm>
  );
}
