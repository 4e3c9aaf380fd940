import { useState, type FormEvent } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { homePathForAccount } from '@maisonnee/domain';
import { FormSubmit } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/http.ts';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { useSignInUser } from '../api/sign-in-user.ts';
import { EmailField } from '../components/auth-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../../../components/form-checks.ts';

const T = AUTH_TEXT;

/**
 * Where to go once signed in when a screen sent the person here (`state.returnTo`, e.g. the
 * planned billing opened by a mailed link): a path of this app only, never an auth screen.
 */
export function returnPath(state: unknown): string | null {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof to !== 'string' || !/^\/(?![/\\])/.test(to)) return null;
  return to.startsWith('/auth') ? null : to;
}

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string | null>>;

/** The fields' checks, before any call (the same as the API's). */
export function checkLogin(values: Record<LoginField, string>): LoginErrors | null {
  const errors = { email: check.email(values.email), password: check.required(values.password) };
  return errors.email || errors.password ? errors : null;
}

/*
 * The form is uncontrolled and read when sent: what was typed before the app started is in the
 * fields already (scripts/paint-first.js). Without @mantine/form, which would add 5 KB of gzipped
 * JavaScript to the first visit (docs/web.md); the other forms use it.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const signIn = useSignInUser();
  const [errors, setErrors] = useState<LoginErrors>({});
  // Typing in a field clears its message, as in the app's other forms.
  const clearError = (field: LoginField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: null } : current));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const invalid = checkLogin(values);
    setErrors(invalid ?? {});
    if (invalid) return;
    signIn.mutate(values, {
      onSuccess: (session) => {
        navigate(returnPath(location.state) ?? homePathForAccount(session.user), {
          replace: true,
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_VALIDATED') {
          navigate('/auth/validation', { state: { email: values.email } });
          return;
        }
        setErrors(fieldErrors(error));
      },
    });
  };

  // An account still to validate goes to the code screen instead of a message.
  const refused =
    signIn.error instanceof ApiError && signIn.error.code === 'ACCOUNT_NOT_VALIDATED'
      ? null
      : signIn.error;

  return (
    <AuthCard title={T.login.title} intro={T.tagline}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField
            name="email"
            autoComplete="username"
            defaultValue={prefilled}
            error={errors.email}
            onChange={() => clearError('email')}
          />
          <PasswordField
            name="password"
            label={T.fields.password}
            autoComplete="current-password"
            error={errors.password}
            onChange={() => clearError('password')}
          />
          <FormSubmit label={T.login.submit} pending={signIn.isPending} error={refused} />
        </Stack>
      </form>
      <Stack gap={6}>
        <Anchor component={Link} to="/auth/forgot-password">
          {T.login.toForgot}
        </Anchor>
        <Anchor component={Link} to="/auth/validation">
          {T.login.toValidation}
        </Anchor>
      </Stack>
      <Group justify="center" gap={6}>
        <Text>{T.login.noAccount}</Text>
        <Anchor component={Link} to="/auth/register" fw={600}>
          {T.login.toRegister}
        </Anchor>
      </Group>
      <Group justify="center">
        <Anchor component={Link} to="/candidature" data-testid="login-to-candidature">
          Devenir intervenant(e)
        </Anchor>
      </Group>
    </AuthCard>
  );
}
