import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export const IDENTITY_TEXT = {
  civilite: 'Civilité',
  civilites: { 'M.': 'M.', Mme: 'Mme' },
  nom: 'Nom',
  prenom: 'Prénom',
  mobile: 'Téléphone mobile',
  fixe: 'Téléphone fixe',
  dateNaissance: 'Date de naissance',
  optional: 'Facultatif',
} as const;

const T = IDENTITY_TEXT;

/** Who the person is, as sign-up data and the profile hold it (section 3). */
export interface IdentityValues {
  civilite: string;
  nom: string;
  prenom: string;
  mobile: string;
  fixe: string;
  date_naissance: string;
}

/**
 * Civilité, name, phones and birth date bound to a Mantine form; `afterName` goes between the
 * name and the phones (the e-mail of the sign-up form).
 */
export function IdentityFields<Values extends IdentityValues>({
  form,
  civiliteRequired = false,
  afterName,
}: {
  form: UseFormReturnType<Values>;
  civiliteRequired?: boolean;
  afterName?: ReactNode;
}) {
  // Mantine's form is generic over the whole values object; these paths exist on every Values.
  const identity = form as unknown as UseFormReturnType<IdentityValues>;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={T.civilite}
        withAsterisk={civiliteRequired}
        {...identity.getInputProps('civilite')}
      >
        <Group mt={6}>
          <Radio value="M." label={T.civilites['M.']} />
          <Radio value="Mme" label={T.civilites.Mme} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={T.nom}
          autoComplete="family-name"
          withAsterisk
          {...identity.getInputProps('nom')}
        />
        <TextInput
          label={T.prenom}
          autoComplete="given-name"
          withAsterisk
          {...identity.getInputProps('prenom')}
        />
      </SimpleGrid>
      {afterName}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={T.mobile}
          type="tel"
          autoComplete="tel"
          withAsterisk
          {...identity.getInputProps('mobile')}
        />
        <TextInput
          label={T.fixe}
          description={T.optional}
          type="tel"
          autoComplete="tel"
          {...identity.getInputProps('fixe')}
        />
      </SimpleGrid>
      <TextInput
        label={T.dateNaissance}
        description={T.optional}
        type="date"
        autoComplete="bday"
        {...identity.getInputProps('date_naissance')}
      />
    </Stack>
  );
}
