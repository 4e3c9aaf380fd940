import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressField } from './address-field.tsx';

export const POSTAL_ADDRESS_TEXT = {
  codep: 'Code postal',
  ville: 'Ville',
  country: 'Pays',
} as const;

/** The address fields of sign-up data and profile (section 3). */
export interface PostalAddressValues {
  adresse: string;
  codep: string;
  ville: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Address with suggestions, postal code, town and country, bound to a Mantine form. A typed
 * address has no coordinates until a suggestion is chosen; a suggestion fills code and town.
 */
export function PostalAddressFields<Values extends PostalAddressValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  // Mantine's form is generic over the whole values object; these paths exist on every Values.
  const address = form as unknown as UseFormReturnType<PostalAddressValues>;
  return (
    <>
      <AddressField
        required
        value={address.values.adresse}
        error={address.errors.adresse as string | undefined}
        onChange={(value) => {
          address.setFieldValue('adresse', value);
          address.setFieldValue('lat', null);
          address.setFieldValue('lng', null);
        }}
        onSuggestion={(result) =>
          address.setValues({
            adresse: result.adresse,
            codep: result.codep,
            ville: result.ville,
            lat: result.lat,
            lng: result.lng,
          })
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={POSTAL_ADDRESS_TEXT.codep}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          withAsterisk
          {...address.getInputProps('codep')}
        />
        <TextInput
          label={POSTAL_ADDRESS_TEXT.ville}
          autoComplete="address-level2"
          withAsterisk
          {...address.getInputProps('ville')}
        />
      </SimpleGrid>
      <TextInput
        label={POSTAL_ADDRESS_TEXT.country}
        autoComplete="country-name"
        withAsterisk
        {...address.getInputProps('country')}
      />
    </>
  );
}
