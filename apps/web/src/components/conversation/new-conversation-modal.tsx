import { Textarea, TextInput } from '@mantine/core';
import { CONVERSATION_SUBJECT_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@maisonnee/domain';
import { useState, type ReactNode } from 'react';
import { ModalForm } from '../modal-form.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { useCreateConversation, type CreateConversationInput } from './api.ts';
import { CONVERSATION_TEXT as T } from './text.ts';

export interface NewConversationModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Fields above the subject (a client's mission, the operator's recipient). */
  children?: ReactNode;
  /**
   * The call's body from the subject and the message, with the caller's own fields; a string is
   * the French reason it cannot be sent yet (shown in the form, nothing is sent).
   */
  build: (fields: { subject: string; body: string }) => CreateConversationInput | string;
  /** The new conversation's id, to open it. */
  onCreated: (conversationId: number) => void;
}

/**
 * « Nouveau message »: an optional subject and the first message (required, 5 000 characters at
 * most), plus the caller's fields; the conversation opens once created.
 */
export function NewConversationModal({
  opened,
  onClose,
  title,
  children,
  build,
  onCreated,
}: NewConversationModalProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<{ field: 'body' | 'form'; message: string } | null>(null);
  const create = useCreateConversation();

  function close() {
    setError(null);
    onClose();
  }

  function submit() {
    if (!body.trim()) {
      setError({ field: 'body', message: T.required });
      return;
    }
    if (body.length > MESSAGE_MAX_LENGTH) {
      setError({ field: 'body', message: T.tooLong });
      return;
    }
    const input = build({ subject: subject.trim(), body: body.trim() });
    if (typeof input === 'string') {
      setError({ field: 'form', message: input });
      return;
    }
    setError(null);
    create.mutate(input, {
      onSuccess: (detail) => {
        showSuccess(T.created);
        setSubject('');
        setBody('');
        onClose();
        if (detail) onCreated(detail.conversation.id);
      },
    });
  }

  return (
    <ModalForm
      opened={opened}
      onClose={close}
      title={title}
      submitLabel={T.send}
      mutation={create}
      onSubmit={submit}
    >
      {children}
      {error?.field === 'form' ? (
        <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 14 }}>
          {error.message}
        </div>
      ) : null}
      <TextInput
        label={T.subject}
        value={subject}
        maxLength={CONVERSATION_SUBJECT_MAX_LENGTH}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <Textarea
        label={T.messageLabel}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          if (error?.field === 'body') setError(null);
        }}
        autosize
        minRows={4}
        maxRows={10}
        required
        error={error?.field === 'body' ? error.message : undefined}
      />
    </ModalForm>
  );
}
