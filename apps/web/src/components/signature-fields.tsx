import { Checkbox, TextInput } from '@mantine/core';

/**
 * Signing by typing one's name and ticking the consent: the agent signing their contract and
 * the agency countersigning it fill in the same two fields (the agent's name is shown in serif).
 */
export function SignatureFields({
  nameLabel,
  name,
  onName,
  nameError,
  consentLabel,
  accepted,
  onAccepted,
  consentError,
  serif = false,
}: {
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  nameError?: string;
  consentLabel: string;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  consentError?: string;
  serif?: boolean;
}) {
  return (
    <>
      <TextInput
        label={nameLabel}
        withAsterisk
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(event) => onName(event.currentTarget.value)}
        error={nameError}
        styles={serif ? { input: { fontFamily: 'serif' } } : undefined}
      />
      <Checkbox
        label={consentLabel}
        checked={accepted}
        onChange={(event) => onAccepted(event.currentTarget.checked)}
        error={consentError}
      />
    </>
  );
}
