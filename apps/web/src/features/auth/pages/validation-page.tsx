import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormSubmit } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showError, showSuccess } from '../../../lib/toast.ts';
import { useSendValidationCode } from '../api/send-validation-code.ts';
import { useValidAccount } from '../api/valid-account.ts';
import { CodeField, EmailField } from '../components/auth-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_TEXT } from '../text.ts';
import * as check from '../../../components/form-checks.ts';

const T = AUTH_TEXT;

/** Entering the mailed 6-digit code, with a resend. */
export function ValidationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const knownEmail = (location.state as { email?: string } | null)?.email ?? '';
  const validAccount = useValidAccount();
  const resend = useSendValidationCode();
  const form = useForm({
    initialValues: { email: knownEmail, code: '' },
    validate: { email: check.email, code: check.code },
  });

  const submit = form.onSubmit((values) => {
    validAccount.mutate(
      { email: values.email.trim(), code: values.code.trim() },
      {
        onSuccess: () => {
          showSuccess(T.validation.validated);
          navigate('/auth/login', { state: { email: values.email.trim() } });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  const askNewCode = () => {
    const invalid = form.validateField('email');
    if (invalid.hasError) return;
    resend.mutate(
      { email: form.values.email.trim() },
      {
        onSuccess: () => showSuccess(T.validation.resent),
        onError: (error) => showError(errorMessage(error) ?? ''),
      },
    );
  };

  return (
    <AuthCard title={T.validation.title} intro={T.validation.intro(knownEmail)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {knownEmail ? null : <EmailField {...form.getInputProps('email')} />}
          <CodeField {...form.getInputProps('code')} />
          <FormSubmit
            label={T.validation.submit}
            pending={validAccount.isPending}
            error={validAccount.error}
          />
          <Button variant="subtle" onClick={askNewCode} loading={resend.isPending}>
            {T.validation.resend}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login">
        {T.validation.toLogin}
      </Anchor>
    </AuthCard>
  );
}
