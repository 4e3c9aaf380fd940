import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useInviteProche } from '../api/invite-proche.ts';
import { PROCHES_TEXT } from '../text.ts';

const T = PROCHES_TEXT.form;
const EMPTY = { email: '', prenom: '', nom: '', lien: '' };

/**
 * « Inviter un proche »: e-mail, first name, and optionally name and relationship. Required fields
 * are checked here first; the API's French refusals (the family's own address, an address already
 * invited, five relatives already) show above the button.
 */
export function InviteProcheForm() {
  const invite = useInviteProche();
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fromApi = fieldErrors(invite.error);
  const errorOf = (field: keyof typeof EMPTY) => missing[field] ?? fromApi[field];
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    setValues({ ...values, [field]: event.currentTarget.value });
    if (missing[field]) setMissing({ ...missing, [field]: '' });
  };
  // A field error is shown under its field; the others (refusals) above the button.
  const general =
    invite.error && Object.keys(fromApi).length === 0 ? errorMessage(invite.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.email.trim()) problems.email = T.required;
    if (!values.prenom.trim()) problems.prenom = T.required;
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    const email = values.email.trim();
    invite.mutate(
      {
        email,
        prenom: values.prenom.trim(),
        nom: values.nom.trim() || null,
        lien: values.lien.trim() || null,
      },
      {
        onSuccess: () => {
          showSuccess(T.invited(email));
          setValues(EMPTY);
          invite.reset();
        },
      },
    );
  };

  return (
    <SectionCard headingId="proches-invite" title={T.title}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={T.email}
          type="email"
          autoComplete="off"
          required
          value={values.email}
          onChange={set('email')}
          error={errorOf('email') || undefined}
          mb="sm"
        />
        <TextInput
          label={T.prenom}
          required
          value={values.prenom}
          onChange={set('prenom')}
          error={errorOf('prenom') || undefined}
          mb="sm"
        />
        <TextInput
          label={T.nom}
          value={values.nom}
          onChange={set('nom')}
          error={errorOf('nom') || undefined}
          mb="sm"
        />
        <TextInput
          label={T.lien}
          placeholder={T.lienPlaceholder}
          value={values.lien}
          onChange={set('lien')}
          error={errorOf('lien') || undefined}
          mb="sm"
        />
        <FormError message={general} />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={invite.isPending}>
            {T.submit}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
