import '../test/setup.ts';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { IdentityFields, type IdentityValues } from './identity-fields.tsx';

function Identity({ civiliteRequired }: { civiliteRequired?: boolean }) {
  const form = useForm<IdentityValues & { email: string }>({
    initialValues: {
      civilite: 'Mme',
      nom: 'Durand',
      prenom: 'Claire',
      mobile: '06 12 34 56 78',
      fixe: '',
      date_naissance: '',
      email: '',
    },
  });
  return (
    <IdentityFields
      form={form}
      civiliteRequired={civiliteRequired}
      afterName={<TextInput label="E-mail" {...form.getInputProps('email')} />}
    />
  );
}

describe('identity fields of sign-up and profile', () => {
  it('labels every field in French, with the slot between the name and the phones', () => {
    renderWithProviders(<Identity civiliteRequired />);
    expect(screen.getByRole('radio', { name: 'Mme' })).toBeChecked();
    const labels = ['Nom', 'Prénom', 'E-mail', 'Téléphone mobile', 'Téléphone fixe'];
    const inputs = labels.map((label) =>
      screen.getByRole('textbox', { name: new RegExp(`^${label}`) }),
    );
    expect(inputs[0]).toHaveValue('Durand');
    for (let index = 1; index < inputs.length; index += 1) {
      expect(inputs[index - 1]!.compareDocumentPosition(inputs[index]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    expect(screen.getByLabelText('Date de naissance')).toHaveAttribute('type', 'date');
  });
});
