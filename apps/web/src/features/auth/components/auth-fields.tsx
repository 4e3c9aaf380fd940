import { TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { PasswordField } from '../../../components/password-field.tsx';
import { AUTH_TEXT as T } from '../text.ts';

/*
 * The fields the auth screens share, labelled once; each takes the form's input props
 * (`form.getInputProps('email')`) and may override an attribute (sign-in's `autoComplete`).
 */

export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label={T.fields.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      withAsterisk
      {...props}
    />
  );
}

/** The 6-digit code mailed for validation or a new password. */
export function CodeField(props: TextInputProps) {
  return (
    <TextInput
      label={T.fields.code}
      description={T.hints.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      withAsterisk
      {...props}
    />
  );
}

/** A password being chosen (sign-up, new password), with its rule and a show button. */
export function NewPasswordField(props: PasswordInputProps) {
  return <PasswordField description={T.hints.password} autoComplete="new-password" {...props} />;
}
