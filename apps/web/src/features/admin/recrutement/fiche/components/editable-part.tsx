import { Button, Stack, type MantineSpacing } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../../../../../components/form-error.tsx';
import { confirmAndClose } from '../../../../../components/modal-form.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { SaveCancelButtons } from '../../../../../components/save-cancel-buttons.tsx';

/*
 * A part of the candidate's file the recruiter corrects in place (identity, skills, availability):
 * read, « Modifier » opens its form, which saves or is cancelled and closes.
 */

/** The part as read, with « Modifier » when allowed; `form` is shown instead while editing. */
export function EditablePart({
  canEdit,
  gap = 'md',
  form,
  children,
}: {
  canEdit: boolean;
  gap?: MantineSpacing;
  /** The part's form, given how it closes. */
  form: (done: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) return form(() => setEditing(false));
  return (
    <Stack gap={gap}>
      {children}
      {canEdit ? (
        <Button variant="light" w="fit-content" onClick={() => setEditing(true)}>
          {T.edit}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A part's form: its fields, the API's refusal, « Enregistrer » and « Annuler ». */
export function PartForm({
  label,
  onSubmit,
  save,
  onDone,
  gap = 'md',
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  save: { isPending: boolean; isError: boolean; error: unknown };
  onDone: () => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        <FormError message={save.isError ? errorMessage(save.error) : null} />
        <SaveCancelButtons
          saveLabel={T.save}
          cancelLabel={T.cancel}
          saving={save.isPending}
          onCancel={onDone}
          gap="sm"
        />
      </Stack>
    </form>
  );
}

/** Once saved: said, and the form closes. */
export const savedThen = (onDone: () => void) => confirmAndClose(T.saved, onDone);
