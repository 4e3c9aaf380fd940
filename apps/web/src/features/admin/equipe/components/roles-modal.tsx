import { useState } from 'react';
import { confirmAndClose, ModalForm } from '../../../../components/modal-form.tsx';
import { fieldErrors } from '../../../../lib/api-errors.ts';
import type { MembreEquipe } from '../api/list-equipe.ts';
import { useUpdateMembre } from '../api/update-membre.ts';
import { EQUIPE_TEXT } from '../text.ts';
import { RolesFields, type RolesValue } from './roles-fields.tsx';

const T = EQUIPE_TEXT.form;

/**
 * « Modifier les rôles » of one member: its roles and manager flag. The API refuses, in French,
 * to take the role away from the last active administrator.
 */
export function RolesModal({ membre, onClose }: { membre: MembreEquipe; onClose: () => void }) {
  const update = useUpdateMembre();
  const [access, setAccess] = useState<RolesValue>({
    roles: membre.roles,
    is_manager: membre.is_manager,
  });
  const [missing, setMissing] = useState<string | null>(null);
  const submit = () => {
    if (access.roles.length === 0) {
      setMissing(T.noRole);
      return;
    }
    setMissing(null);
    update.mutate(
      { user_id: membre.id, ...access },
      confirmAndClose(T.rolesSaved(membre.name), onClose),
    );
  };
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.rolesTitle(membre.name)}
      submitLabel={T.rolesSubmit}
      mutation={update}
      onSubmit={submit}
    >
      <RolesFields
        value={access}
        onChange={setAccess}
        error={missing ?? fieldErrors(update.error).roles}
      />
    </ModalForm>
  );
}
