import { Checkbox, Group, Stack, Switch } from '@mantine/core';
import { BACK_OFFICE_ROLES, ROLE_LABELS } from '@maisonnee/domain';
import { EQUIPE_TEXT } from '../text.ts';

const T = EQUIPE_TEXT.form;

/** The roles a member holds (1 to 4) and whether it is a manager. */
export interface RolesValue {
  roles: number[];
  is_manager: boolean;
}

/** The four back-office roles as checkboxes, and the manager switch. */
export function RolesFields({
  value,
  onChange,
  error,
}: {
  value: RolesValue;
  onChange: (value: RolesValue) => void;
  error?: string | null | undefined;
}) {
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={T.roles}
        description={T.rolesHelp}
        withAsterisk
        value={value.roles.map(String)}
        onChange={(checked) =>
          onChange({ ...value, roles: checked.map(Number).sort((a, b) => a - b) })
        }
        error={error || undefined}
      >
        <Group mt={6} gap="md">
          {BACK_OFFICE_ROLES.map((role) => (
            <Checkbox key={role} value={String(role)} label={ROLE_LABELS[role]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={T.manager}
        description={T.managerHelp}
        checked={value.is_manager}
        onChange={(event) => onChange({ ...value, is_manager: event.currentTarget.checked })}
      />
    </Stack>
  );
}
