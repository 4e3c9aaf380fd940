import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SKILL_IDS, SKILLS } from '@maisonnee/domain';
import type { ChangeEvent } from 'react';
import type { Draft } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import type { StepProps } from './step-props.ts';

/** The draft's text fields typed in by hand, with the browser's autofill token of each. */
const AUTOCOMPLETE = {
  nom: 'family-name',
  prenom: 'given-name',
  email: 'email',
  mobile: 'tel',
  date_naissance: 'bday',
  adresse: 'street-address',
  codep: 'postal-code',
  ville: 'address-level2',
} as const satisfies Partial<Record<keyof Draft, string>>;

/** Autofill, value, change and error of one required text field of the draft, for a TextInput. */
export type TextBinder = (field: keyof typeof AUTOCOMPLETE) => {
  required: true;
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

export function textBinder(
  { draft, change }: Pick<StepProps, 'draft' | 'change'>,
  errors: Record<string, string>,
): TextBinder {
  return (field) => ({
    required: true,
    autoComplete: AUTOCOMPLETE[field],
    value: draft[field],
    onChange: (event) => change({ [field]: event.currentTarget.value }),
    error: errors[field],
  });
}

/** Postal code and town side by side (steps 1 and 2). */
export function CodepVilleFields({ text }: { text: TextBinder }) {
  const T = CANDIDATURE_TEXT.adresse;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={T.codep} inputMode="numeric" {...text('codep')} />
      <TextInput label={T.ville} {...text('ville')} />
    </SimpleGrid>
  );
}

/** The services offered, one box each (steps 1 and 3). */
export function ServicesField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number[];
  onChange: (services: number[]) => void;
  error: string | undefined;
}) {
  return (
    <Checkbox.Group
      label={label}
      required
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      error={error}
    >
      <Stack gap={6} mt={4}>
        {SKILL_IDS.map((id) => (
          <Checkbox key={id} value={String(id)} label={SKILLS[id]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
