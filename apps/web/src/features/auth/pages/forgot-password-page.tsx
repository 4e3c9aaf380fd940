import { useEffect, useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormSubmit } from '../../../components/form-error.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { CodeField, EmailField, NewPasswordField } from '../components/auth-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../../../components/form-checks.ts';

const T = AUTH_TEXT;

/**
 * What the link of a mail brings (`?email=…&code=…`): the account invitation and the password
 * code mail it. A readable e-mail skips the first step; a 6-digit code is filled in for the
 * client, who only chooses the password. Anything unreadable is ignored (the usual first step).
 */
export function linkPrefill(params: URLSearchParams): { email: string | null; code: string } {
  const email = (params.get('email') ?? '').trim();
  const code = (params.get('code') ?? '').trim();
  const readable = email !== '' && check.email(email) === null;
  return {
    email: readable ? email : null,
    code: readable && check.code(code) === null ? code : '',
  };
}

/**
 * Forgotten password: the e-mail first (a code is mailed), then the code and a new password.
 * Opened from the invitation mail (`?email=…&code=…`), it goes straight to choosing the password.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the link prefills the screen, later changes of the form are the client's.
  const [prefill] = useState(() => linkPrefill(params));
  const [email, setEmail] = useState<string | null>(prefill.email);
  const fromInvitation = prefill.email !== null && prefill.code !== '' && email === prefill.email;
  const linkHasCode = params.has('code');
  useEffect(() => {
    // The code stays in the form, not in the address bar or the history.
    if (linkHasCode) navigate('/auth/forgot-password', { replace: true });
  }, [linkHasCode, navigate]);
  const askCode = useResetPassword();
  const reset = useResetPassword();
  const emailForm = useForm({
    initialValues: { email: prefill.email ?? '' },
    validate: { email: check.email },
  });
  const resetForm = useForm({
    initialValues: { code: prefill.code, password: '' },
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
    <AuthCard
      title={fromInvitation ? T.forgot.chooseTitle : T.forgot.title}
      intro={fromInvitation ? T.forgot.introLink(email) : T.forgot.introCode(email)}
    >
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
          <Button
            variant="subtle"
            onClick={() => {
              emailForm.setValues({ email });
              setEmail(null);
            }}
          >
            {T.forgot.otherEmail}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
