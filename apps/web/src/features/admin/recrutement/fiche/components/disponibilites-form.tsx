import { ActionIcon, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { DAY_SHORT_NAMES, TRANSPORT_TYPES, type IsoDay } from '@maisonnee/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { PartForm, savedThen } from './editable-part.tsx';

type Slot = Candidat['disponibilites'][number];

const DAY_OPTIONS = (Object.keys(DAY_SHORT_NAMES) as unknown as IsoDay[]).map((day) => ({
  value: String(day),
  label: T.days[Number(day) as IsoDay],
}));

/** Times on the half-hour grid, 00:00 to 24:00. */
const TIME_OPTIONS = Array.from({ length: 49 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** The recruiter corrects the weekly availability, the way of travelling and the distance. */
export function DisponibilitesForm({
  candidat,
  onDone,
}: {
  candidat: Candidat;
  onDone: () => void;
}) {
  const save = useSaveCandidat(candidat);
  const [slots, setSlots] = useState<Slot[]>(candidat.disponibilites);
  const [transport, setTransport] = useState(
    candidat.transport_type_id === null ? '' : String(candidat.transport_type_id),
  );
  const [rayon, setRayon] = useState(String(candidat.rayon_km ?? 20));
  const [errors, setErrors] = useState<{ slots?: string; rayon?: string }>({});

  const update = (index: number, change: Partial<Slot>) =>
    setSlots((current) =>
      current.map((slot, position) => (position === index ? { ...slot, ...change } : slot)),
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: { slots?: string; rayon?: string } = {};
    if (slots.some((slot) => slot.time_fin <= slot.time_debut)) found.slots = T.slotOrder;
    const km = Number(rayon.trim());
    if (!Number.isInteger(km) || km < 1 || km > 200) found.rayon = T.rayonInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        disponibilites: slots,
        transport_type_id: transport ? (Number(transport) as 1 | 2 | 3 | 5) : null,
        rayon_km: km,
      },
      savedThen(onDone),
    );
  }

  return (
    <PartForm label={T.disponibilitesForm} onSubmit={submit} save={save} onDone={onDone}>
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={500} fz="sm">
          {T.slots}
        </Text>
        {slots.length === 0 ? <Text fz="sm">{T.noDisponibilites}</Text> : null}
        {slots.map((slot, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={T.slotDay(index + 1)}
              data={DAY_OPTIONS}
              value={String(slot.day)}
              onChange={(value) => value && update(index, { day: Number(value) as IsoDay })}
              allowDeselect={false}
              w={130}
            />
            <Select
              label={T.slotFrom(index + 1)}
              data={TIME_OPTIONS}
              value={slot.time_debut}
              onChange={(value) => value && update(index, { time_debut: value })}
              allowDeselect={false}
              w={100}
            />
            <Select
              label={T.slotTo(index + 1)}
              data={TIME_OPTIONS}
              value={slot.time_fin}
              onChange={(value) => value && update(index, { time_fin: value })}
              allowDeselect={false}
              w={100}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={T.removeSlot(index + 1)}
              onClick={() => setSlots((current) => current.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.slots ? (
          <Text c="red.9" fz="sm" role="alert">
            {errors.slots}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          onClick={() =>
            setSlots((current) => [...current, { day: 1, time_debut: '09:00', time_fin: '12:00' }])
          }
        >
          {T.addSlot}
        </Button>
      </Stack>
      <Radio.Group label={T.transport} value={transport} onChange={setTransport}>
        <Group mt={6}>
          {TRANSPORT_TYPES.map((type) => (
            <Radio key={type.id} value={String(type.id)} label={type.label} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label={T.rayonLabel}
        inputMode="numeric"
        value={rayon}
        onChange={(event) => setRayon(event.currentTarget.value)}
        error={errors.rayon}
        w={{ base: '100%', xs: 220 }}
      />
    </PartForm>
  );
}
