import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as check from '../../../components/form-checks.ts';
import { FormSubmit } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PROFIL_TEXT } from '../text.ts';

const T = PROFIL_TEXT.password;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', new_password: '' },
    validate: {
      current_password: (v) => (v ? null : check.FORM_CHECK_TEXT.required),
      new_password: check.newPassword,
    },
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        showSuccess(T.changed);
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordField
          label={T.current}
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          label={T.next}
          description={T.hint}
          autoComplete="new-password"
          {...form.getInputProps('new_password')}
        />
        <FormSubmit
          label={T.submit}
          pending={change.isPending}
          error={change.error}
          variant="outline"
        />
      </Stack>
    </form>
  );
}
