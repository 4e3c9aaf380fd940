import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { SKILLS, isSkillId } from '@maisonnee/domain';
import { useState } from 'react';
import { AddressField } from '../../../../components/address-field.tsx';
import { confirmAndClose, ModalForm } from '../../../../components/modal-form.tsx';
import { WeeklySlotRow } from '../../../../components/weekly-slot-row.tsx';
import { fieldErrors } from '../../../../lib/api-errors.ts';
import {
  checkAnnonceForm,
  NEW_SLOT,
  parseNumber,
  toCreateBody,
  toUpdateBody,
  type AnnonceFormState,
  type AnnonceSlot,
} from '../annonce-form-state.ts';
import { useCreateAnnonce, useUpdateAnnonce } from '../api/save-annonce.ts';
import { ANNONCES_TEXT } from '../text.ts';

const T = ANNONCES_TEXT.form;
const SKILL_OPTIONS = Object.entries(SKILLS).map(([value, label]) => ({ value, label }));

/** The API's field names, as the form names its fields. */
const API_FIELDS: Record<string, string> = {
  date_debut: 'dateDebut',
  date_fin: 'dateFin',
  nb_heures_semaine: 'nbHeures',
  lat: 'position',
  lng: 'position',
  client_besoin_skill_id: 'skill',
};

function apiErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const name = field.split('.')[0] ?? field;
    errors[API_FIELDS[name] ?? name] = message;
  }
  return errors;
}

/** Create (no `annonceId`) or edit a post, in a modal. */
export function AnnonceFormModal({
  opened,
  onClose,
  initial,
  annonceId,
}: {
  opened: boolean;
  onClose: () => void;
  initial: AnnonceFormState;
  annonceId?: number;
}) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAnnonce();
  const update = useUpdateAnnonce();
  const mutation = annonceId === undefined ? create : update;
  const set = (patch: Partial<AnnonceFormState>) =>
    setState((current) => ({ ...current, ...patch }));
  const shown = { ...apiErrors(mutation.error), ...errors };

  function submit() {
    const found = checkAnnonceForm(state);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (annonceId === undefined)
      create.mutate(toCreateBody(state), confirmAndClose(T.created, onClose));
    else update.mutate(toUpdateBody(annonceId, state), confirmAndClose(T.saved, onClose));
  }

  const lat = parseNumber(state.lat);
  const lng = parseNumber(state.lng);

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={annonceId === undefined ? T.createTitle : T.editTitle}
      submitLabel={annonceId === undefined ? T.submitCreate : T.submitEdit}
      cancelLabel={T.cancel}
      mutation={mutation}
      onSubmit={submit}
    >
      <TextInput
        label={T.titre}
        withAsterisk
        maxLength={150}
        value={state.titre}
        onChange={(e) => set({ titre: e.currentTarget.value })}
        error={shown.titre}
      />
      <Textarea
        label={T.description}
        withAsterisk
        autosize
        minRows={3}
        maxLength={5000}
        value={state.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={shown.description}
      />
      {state.missionId !== null && <Text size="sm">{T.missionNote(state.missionId)}</Text>}
      <NativeSelect
        label={T.service}
        data={SKILL_OPTIONS}
        value={String(state.skill)}
        disabled={state.missionId !== null || annonceId !== undefined}
        onChange={(e) => {
          const value = Number(e.currentTarget.value);
          if (isSkillId(value)) set({ skill: value });
        }}
        error={shown.skill}
      />

      <Stack gap="xs" role="group" aria-label={T.place}>
        <Text fw={500} size="sm">
          {T.place}
        </Text>
        <AddressField
          value={state.adresse}
          onChange={(adresse) => set({ adresse })}
          onSuggestion={(found) =>
            set({
              codep: found.codep,
              ville: found.ville,
              lat: String(found.lat),
              lng: String(found.lng),
            })
          }
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={T.codep}
            withAsterisk
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={state.codep}
            onChange={(e) => set({ codep: e.currentTarget.value })}
            error={shown.codep}
          />
          <TextInput
            label={T.ville}
            withAsterisk
            maxLength={100}
            value={state.ville}
            onChange={(e) => set({ ville: e.currentTarget.value })}
            error={shown.ville}
          />
          <TextInput
            label={T.lat}
            inputMode="decimal"
            value={state.lat}
            onChange={(e) => set({ lat: e.currentTarget.value })}
            error={shown.position}
          />
          <TextInput
            label={T.lng}
            inputMode="decimal"
            value={state.lng}
            onChange={(e) => set({ lng: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" aria-live="polite">
          {lat !== null && lng !== null ? T.located(lat, lng) : T.notLocated}
        </Text>
      </Stack>

      <Radio.Group
        label={T.kind}
        value={state.isPonctuel ? 'ponctuel' : 'recurrent'}
        onChange={(value) => {
          const isPonctuel = value === 'ponctuel';
          set({
            isPonctuel,
            horaires: !isPonctuel && state.horaires.length === 0 ? [NEW_SLOT] : state.horaires,
          });
        }}
      >
        <Group mt="xs">
          <Radio value="ponctuel" label={T.ponctuel} />
          <Radio value="recurrent" label={T.recurrent} />
        </Group>
      </Radio.Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          type="date"
          label={T.dateDebut}
          withAsterisk
          value={state.dateDebut}
          onChange={(e) => set({ dateDebut: e.currentTarget.value })}
          error={shown.dateDebut}
        />
        <TextInput
          type="date"
          label={T.dateFin}
          value={state.dateFin}
          onChange={(e) => set({ dateFin: e.currentTarget.value })}
          error={shown.dateFin}
        />
      </SimpleGrid>
      <TextInput
        label={T.nbHeures}
        inputMode="decimal"
        value={state.nbHeures}
        onChange={(e) => set({ nbHeures: e.currentTarget.value })}
        error={shown.nbHeures}
      />

      {(!state.isPonctuel || state.horaires.length > 0) && (
        <SlotsFields
          slots={state.horaires}
          onChange={(horaires) => set({ horaires })}
          errors={shown}
        />
      )}

      <Checkbox
        label={T.isActive}
        checked={state.isActive}
        onChange={(e) => set({ isActive: e.currentTarget.checked })}
      />
    </ModalForm>
  );
}

/** Weekly slots: a day, a start and an end on the half-hour grid (selects, never free times). */
function SlotsFields({
  slots,
  onChange,
  errors,
}: {
  slots: AnnonceSlot[];
  onChange: (slots: AnnonceSlot[]) => void;
  errors: Record<string, string>;
}) {
  const setSlot = (index: number, patch: Partial<AnnonceSlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack gap="xs" role="group" aria-label={T.horaires}>
      <Text fw={500} size="sm">
        {T.horaires}
      </Text>
      {slots.map((slot, index) => (
        <WeeklySlotRow
          key={index}
          slot={slot}
          onChange={(patch) => setSlot(index, patch)}
          onRemove={() => onChange(slots.filter((_, i) => i !== index))}
          label={T.slot(index + 1)}
          text={T}
          removeLabel={T.removeSlot(index + 1)}
          removeText="×"
          error={errors[`slot.${index}`]}
        />
      ))}
      {errors.horaires && (
        <Text c="red" size="sm" role="alert">
          {errors.horaires}
        </Text>
      )}
      <Button variant="light" onClick={() => onChange([...slots, slots.at(-1) ?? NEW_SLOT])}>
        {T.addSlot}
      </Button>
    </Stack>
  );
}
