import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { FormError } from '../../../components/form-error.tsx';
import type { IntervenantProfil } from '../api/get-intervenant-profil.ts';
import { useSetIntervenantPreference } from '../api/set-intervenant-preference.ts';
import { INTERVENANTS_TEXT } from '../text.ts';
import { EcarterModal } from './ecarter-modal.tsx';

const T = INTERVENANTS_TEXT.preference;

/**
 * The family's choice about the agent: a « préféré » toggle, and « ne plus me proposer » behind
 * a confirmation; once set aside, a way back.
 */
export function PreferenceActions({ profil }: { profil: IntervenantProfil }) {
  const mutation = useSetIntervenantPreference(profil.id);
  const [confirming, setConfirming] = useState(false);
  const prefere = profil.preference === 'prefere';

  if (profil.preference === 'ecarte') {
    return (
      <Stack gap="xs">
        <Alert color="orange" variant="light" title={T.ecarteBadge}>
          {T.ecarteHint}
        </Alert>
        <Button
          variant="outline"
          fullWidth
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate({ preference: null }, { onSuccess: () => showSuccess(T.annulerDone) })
          }
        >
          {T.annulerEcarte}
        </Button>
        <FormError message={errorMessage(mutation.error)} />
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Button
        fullWidth
        size="md"
        variant={prefere ? 'filled' : 'outline'}
        color="maisonnee.9"
        aria-pressed={prefere}
        loading={mutation.isPending}
        leftSection={<span aria-hidden="true">{prefere ? '♥' : '♡'}</span>}
        onClick={() =>
          mutation.mutate(
            { preference: prefere ? null : 'prefere' },
            { onSuccess: () => showSuccess(prefere ? T.prefereRemoved : T.prefereDone) },
          )
        }
      >
        {T.prefere}
      </Button>
      <Text size="sm" c="dimmed">
        {T.prefereHint}
      </Text>
      <FormError message={errorMessage(mutation.error)} />
      <Button variant="outline" color="red.9" fullWidth onClick={() => setConfirming(true)}>
        {T.ecarter}
      </Button>
      {confirming && (
        <EcarterModal
          opened
          candidatId={profil.id}
          prenom={profil.prenom}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
