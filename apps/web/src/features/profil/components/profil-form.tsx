import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@maisonnee/contract';
import * as check from '../../../components/form-checks.ts';
import { FormSubmit } from '../../../components/form-error.tsx';
import { IdentityFields } from '../../../components/identity-fields.tsx';
import { personValuesOf, type PersonValues } from '../../../components/person-values.ts';
import { PostalAddressFields } from '../../../components/postal-address-fields.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';
import { PROFIL_TEXT } from '../text.ts';
import { AddressLocation } from './address-location.tsx';

const T = PROFIL_TEXT.info;

export type ProfilValues = PersonValues;

/** Only the fields that changed, as users/update takes them (empty optional fields become null). */
export function changedFields(before: ProfilValues, after: ProfilValues): UpdateUserInput {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProfilValues)[]) {
    const value = after[key];
    if (value === before[key]) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      body[key] = trimmed === '' && (key === 'fixe' || key === 'date_naissance') ? null : trimmed;
    } else {
      body[key] = value;
    }
  }
  if ('nom' in body || 'prenom' in body) {
    body.name = `${after.prenom.trim()} ${after.nom.trim()}`.trim();
  }
  return body as UpdateUserInput;
}

export function ProfilForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const initial = personValuesOf(user);
  const form = useForm<ProfilValues>({
    initialValues: initial,
    validate: {
      // An existing profile may have no civilité; when one is chosen it is M. or Mme.
      civilite: (v) => (v === '' ? null : check.civilite(v)),
      nom: check.required,
      prenom: check.required,
      mobile: check.phone,
      fixe: check.optionalPhone,
      adresse: check.required,
      codep: check.codep,
      ville: check.required,
      country: check.required,
    },
  });

  const submit = form.onSubmit((values) => {
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) {
      showSuccess(T.nothingChanged);
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setInitialValues(personValuesOf(saved));
        showSuccess(T.saved);
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <IdentityFields form={form} />
        <PostalAddressFields form={form} />
        <AddressLocation
          lat={form.values.lat}
          lng={form.values.lng}
          adresse={form.values.adresse}
          onChange={(lat, lng) => form.setValues({ lat, lng })}
        />
        <FormSubmit label={T.submit} pending={update.isPending} error={update.error} />
      </Stack>
    </form>
  );
}
