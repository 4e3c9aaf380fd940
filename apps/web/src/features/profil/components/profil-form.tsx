import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@maisonnee/contract';
import { PostalAddressFields } from '../../../components/postal-address-fields.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';
import { PROFIL_TEXT } from '../text.ts';

const T = PROFIL_TEXT.info;
const E = PROFIL_TEXT.errors;
const PHONE = /^(\+33\s?|0)[1-9]([\s.-]?\d{2}){4}$/;

export interface ProfilValues {
  civilite: string;
  nom: string;
  prenom: string;
  mobile: string;
  fixe: string;
  date_naissance: string;
  adresse: string;
  codep: string;
  ville: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

export function profilValuesOf(user: User): ProfilValues {
  return {
    civilite: user.civilite ?? '',
    nom: user.nom ?? '',
    prenom: user.prenom ?? '',
    mobile: user.mobile ?? '',
    fixe: user.fixe ?? '',
    date_naissance: user.date_naissance ?? '',
    adresse: user.adresse ?? '',
    codep: user.codep ?? '',
    ville: user.ville ?? '',
    country: user.country ?? 'France',
    lat: user.lat,
    lng: user.lng,
  };
}

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
  const initial = profilValuesOf(user);
  const form = useForm<ProfilValues>({
    initialValues: initial,
    validate: {
      civilite: (v) => (v === 'M.' || v === 'Mme' || v === '' ? null : E.required),
      nom: (v) => (v.trim() ? null : E.required),
      prenom: (v) => (v.trim() ? null : E.required),
      mobile: (v) => (PHONE.test(v.trim()) ? null : E.phone),
      fixe: (v) => (!v.trim() || PHONE.test(v.trim()) ? null : E.phone),
      adresse: (v) => (v.trim() ? null : E.required),
      codep: (v) => (/^\d{5}$/.test(v.trim()) ? null : E.codep),
      ville: (v) => (v.trim() ? null : E.required),
      country: (v) => (v.trim() ? null : E.required),
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
        form.setInitialValues(profilValuesOf(saved));
        showSuccess(T.saved);
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Radio.Group label={T.civilite} {...form.getInputProps('civilite')}>
          <Group mt={6}>
            <Radio value="M." label="M." />
            <Radio value="Mme" label="Mme" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={T.nom}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('nom')}
          />
          <TextInput
            label={T.prenom}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('prenom')}
          />
          <TextInput
            label={T.mobile}
            type="tel"
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('mobile')}
          />
          <TextInput
            label={T.fixe}
            description={T.optional}
            type="tel"
            {...form.getInputProps('fixe')}
          />
        </SimpleGrid>
        <TextInput
          label={T.dateNaissance}
          description={T.optional}
          type="date"
          autoComplete="bday"
          {...form.getInputProps('date_naissance')}
        />
        <PostalAddressFields form={form} />
        <FormError message={errorMessage(update.error)} />
        <Button type="submit" size="md" loading={update.isPending}>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
