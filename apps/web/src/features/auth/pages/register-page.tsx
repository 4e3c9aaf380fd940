import {
  Anchor,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { PostalAddressFields } from '../../../components/postal-address-fields.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useCreateAccount, type CreateAccountInput } from '../api/create-account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../validators.ts';

const T = AUTH_TEXT;

interface RegisterValues {
  civilite: string;
  nom: string;
  prenom: string;
  email: string;
  mobile: string;
  fixe: string;
  date_naissance: string;
  adresse: string;
  codep: string;
  ville: string;
  country: string;
  lat: number | null;
  lng: number | null;
  password: string;
}

/** The sign-up data of section 3 as the contract's signUpDataSchema takes it. */
export function toCreateAccountInput(values: RegisterValues): CreateAccountInput {
  return {
    civilite: values.civilite as CreateAccountInput['civilite'],
    nom: values.nom.trim(),
    prenom: values.prenom.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    fixe: values.fixe.trim() || null,
    date_naissance: values.date_naissance || null,
    adresse: values.adresse.trim(),
    codep: values.codep.trim(),
    ville: values.ville.trim(),
    country: values.country.trim() || 'France',
    lat: values.lat,
    lng: values.lng,
    password: values.password,
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<RegisterValues>({
    initialValues: {
      civilite: '',
      nom: '',
      prenom: '',
      email: '',
      mobile: '',
      fixe: '',
      date_naissance: '',
      adresse: '',
      codep: '',
      ville: '',
      country: 'France',
      lat: null,
      lng: null,
      password: '',
    },
    validate: {
      civilite: check.civilite,
      nom: check.required,
      prenom: check.required,
      email: check.email,
      mobile: check.phone,
      fixe: check.optionalPhone,
      date_naissance: check.optionalIsoDate,
      adresse: check.required,
      codep: check.codep,
      ville: check.required,
      country: check.required,
      password: check.newPassword,
    },
  });

  const submit = form.onSubmit((values) => {
    createAccount.mutate(toCreateAccountInput(values), {
      onSuccess: (account) => {
        showSuccess(T.register.created);
        navigate('/auth/validation', { state: { email: account.email } });
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <AuthCard title={T.register.title} intro={T.register.intro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Fieldset legend={T.register.identity} variant="unstyled">
            <Stack gap="sm">
              <Radio.Group
                label={T.fields.civilite}
                withAsterisk
                {...form.getInputProps('civilite')}
              >
                <Group mt={6}>
                  <Radio value="M." label={T.civilites['M.']} />
                  <Radio value="Mme" label={T.civilites.Mme} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={T.fields.nom}
                  autoComplete="family-name"
                  withAsterisk
                  {...form.getInputProps('nom')}
                />
                <TextInput
                  label={T.fields.prenom}
                  autoComplete="given-name"
                  withAsterisk
                  {...form.getInputProps('prenom')}
                />
              </SimpleGrid>
              <TextInput
                label={T.fields.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                withAsterisk
                {...form.getInputProps('email')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={T.fields.mobile}
                  type="tel"
                  autoComplete="tel"
                  withAsterisk
                  {...form.getInputProps('mobile')}
                />
                <TextInput
                  label={T.fields.fixe}
                  description={T.hints.optional}
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('fixe')}
                />
              </SimpleGrid>
              <TextInput
                label={T.fields.dateNaissance}
                description={T.hints.optional}
                type="date"
                autoComplete="bday"
                {...form.getInputProps('date_naissance')}
              />
            </Stack>
          </Fieldset>

          <Fieldset legend={T.register.address} variant="unstyled">
            <Stack gap="sm">
              <PostalAddressFields form={form} />
            </Stack>
          </Fieldset>

          <Fieldset legend={T.register.security} variant="unstyled">
            <PasswordInput
              label={T.fields.password}
              description={T.hints.password}
              autoComplete="new-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': T.showPassword }}
              {...form.getInputProps('password')}
            />
          </Fieldset>

          <FormError message={errorMessage(createAccount.error)} />
          <Button type="submit" size="md" loading={createAccount.isPending}>
            {T.register.submit}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login">
        {T.register.toLogin}
      </Anchor>
    </AuthCard>
  );
}
