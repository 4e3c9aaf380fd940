import { Anchor, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { IdentityFields } from '../../../components/identity-fields.tsx';
import {
  EMPTY_CONTACT,
  personInputOf,
  type PersonValues,
} from '../../../components/person-values.ts';
import { PostalAddressFields } from '../../../components/postal-address-fields.tsx';
import { FormSubmit } from '../../../components/form-error.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useCreateAccount, type CreateAccountInput } from '../api/create-account.ts';
import { EmailField, NewPasswordField } from '../components/auth-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../../../components/form-checks.ts';

const T = AUTH_TEXT;

interface RegisterValues extends PersonValues {
  email: string;
  password: string;
}

/** The sign-up data of section 3 as the contract's signUpDataSchema takes it. */
export function toCreateAccountInput(values: RegisterValues): CreateAccountInput {
  return { ...personInputOf(values), email: values.email.trim(), password: values.password };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const form = useForm<RegisterValues>({
    initialValues: {
      ...EMPTY_CONTACT,
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
            <IdentityFields
              form={form}
              civiliteRequired
              afterName={<EmailField {...form.getInputProps('email')} />}
            />
          </Fieldset>

          <Fieldset legend={T.register.address} variant="unstyled">
            <Stack gap="sm">
              <PostalAddressFields form={form} />
            </Stack>
          </Fieldset>

          <Fieldset legend={T.register.security} variant="unstyled">
            <NewPasswordField label={T.fields.password} {...form.getInputProps('password')} />
          </Fieldset>

          <FormSubmit
            label={T.register.submit}
            pending={createAccount.isPending}
            error={createAccount.error}
          />
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login">
        {T.register.toLogin}
      </Anchor>
    </AuthCard>
  );
}
