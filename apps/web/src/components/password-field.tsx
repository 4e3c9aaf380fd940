import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export const PASSWORD_FIELD_TEXT = { show: 'Afficher le mot de passe' } as const;

/** A required password input whose show button is named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': PASSWORD_FIELD_TEXT.show }}
      {...props}
    />
  );
}
