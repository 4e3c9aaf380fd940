import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmAndClose, ModalForm, type ModalProps } from '../../../../components/modal-form.tsx';
import { fieldErrors } from '../../../../lib/api-errors.ts';
import { useInviteMembre } from '../api/invite-membre.ts';
import { EQUIPE_TEXT } from '../text.ts';
import { RolesFields, type RolesValue } from './roles-fields.tsx';

const T = EQUIPE_TEXT.form;

const EMPTY = { civilite: '', prenom: '', nom: '', email: '', mobile: '' };

/**
 * « Inviter un membre »: who (name, e-mail, mobile), the roles and the manager flag. Required
 * fields are checked here first; the API's French errors show under their field or above the
 * buttons (an address already used).
 */
export function InviteMembreModal({ opened, onClose }: ModalProps) {
  const invite = useInviteMembre();
  const [person, setPerson] = useState(EMPTY);
  const [access, setAccess] = useState<RolesValue>({ roles: [], is_manager: false });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fromApi = fieldErrors(invite.error);
  const errorOf = (field: string) => missing[field] ?? fromApi[field];
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) =>
    setPerson({ ...person, [field]: event.currentTarget.value });

  const submit = () => {
    const problems: Record<string, string> = {};
    for (const field of ['prenom', 'nom', 'email'] as const) {
      if (!person[field].trim()) problems[field] = T.required;
    }
    if (access.roles.length === 0) problems.roles = T.noRole;
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    invite.mutate(
      {
        email: person.email.trim(),
        civilite: person.civilite === 'M.' || person.civilite === 'Mme' ? person.civilite : null,
        prenom: person.prenom.trim(),
        nom: person.nom.trim(),
        mobile: person.mobile.trim() || null,
        roles: access.roles,
        is_manager: access.is_manager,
      },
      confirmAndClose(T.invited(person.email.trim()), onClose),
    );
  };

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={T.inviteTitle}
      submitLabel={T.inviteSubmit}
      mutation={invite}
      onSubmit={submit}
    >
      <NativeSelect
        label={T.civilite}
        data={[
          { value: '', label: T.civiliteNone },
          { value: 'M.', label: 'M.' },
          { value: 'Mme', label: 'Mme' },
        ]}
        value={person.civilite}
        onChange={set('civilite')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={T.prenom}
          withAsterisk
          autoComplete="off"
          value={person.prenom}
          onChange={set('prenom')}
          error={errorOf('prenom')}
        />
        <TextInput
          label={T.nom}
          withAsterisk
          autoComplete="off"
          value={person.nom}
          onChange={set('nom')}
          error={errorOf('nom')}
        />
      </SimpleGrid>
      <TextInput
        label={T.email}
        type="email"
        withAsterisk
        autoComplete="off"
        value={person.email}
        onChange={set('email')}
        error={errorOf('email')}
      />
      <TextInput
        label={T.mobile}
        type="tel"
        autoComplete="off"
        value={person.mobile}
        onChange={set('mobile')}
        error={errorOf('mobile')}
      />
      <RolesFields value={access} onChange={setAccess} error={errorOf('roles')} />
    </ModalForm>
  );
}
