import { useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { FormSubmit } from '../../../components/form-error.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { CodeField, EmailField, NewPasswordField } from '../components/auth-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../../../components/form-checks.ts';

const T = AUTH_TEXT;

/** Forgotten password: the e-mail first (a code is mailed), then the code and a new password. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const askCode = useResetPassword();
  const reset = useResetPassword();
  const emailForm = useForm({ initialValues: { email: '' }, validate: { email: check.email } });
  const resetForm = useForm({
    initialValues: { code: '', password: '' },
    validate: { code: check.code, password: check.newPassword },
  });

  if (email === null) {
    return (
      <AuthCard title={T.forgot.title} intro={T.forgot.introEmail}>
        <form
          noValidate
          onSubmit={emailForm.onSubmit((values) =>
            askCode.mutate(
              { email: values.email.trim() },
              {
                onSuccess: () => setEmail(values.email.trim()),
                onError: (error) => emailForm.setErrors(fieldErrors(error)),
              },
            ),
          )}
        >
          <Stack gap="sm">
            <EmailField {...emailForm.getInputProps('email')} />
            <FormSubmit
              label={T.forgot.sendCode}
              pending={askCode.isPending}
              error={askCode.error}
            />
          </Stack>
        </form>
        <Anchor component={Link} to="/auth/login">
          {T.forgot.toLogin}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.forgot.title} intro={T.forgot.introCode(email)}>
      <form
        noValidate
        onSubmit={resetForm.onSubmit((values) =>
          reset.mutate(
            { email, code: values.code.trim(), password: values.password },
            {
              onSuccess: () => {
                showSuccess(T.forgot.changed);
                navigate('/auth/login', { state: { email } });
              },
              onError: (error) => resetForm.setErrors(fieldErrors(error)),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <CodeField {...resetForm.getInputProps('code')} />
          <NewPasswordField label={T.fields.newPassword} {...resetForm.getInputProps('password')} />
          <FormSubmit label={T.forgot.submit} pending={reset.isPending} error={reset.error} />
          <Button variant="subtle" onClick={() => setEmail(null)}>
            {T.forgot.otherEmail}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
