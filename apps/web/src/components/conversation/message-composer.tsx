import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@maisonnee/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { showError } from '../../lib/toast.ts';
import { usePostMessage } from './api.ts';
import { ATTACHMENT_ACCEPT, attachmentError } from './attachment.ts';
import { CONVERSATION_TEXT as T } from './text.ts';

/** The counter shows once the message comes near the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message box under a thread: the text (« Votre message »), an optional attachment checked
 * here before anything is sent (PDF, JPEG or PNG, 10 Mo), and « Envoyer », disabled while sending.
 * A refused send keeps the text and the file and says why in a toast.
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const post = usePostMessage(conversationId);
  const counterId = useId();
  const fileErrorId = useId();

  const length = body.length;
  const tooLong = length > MESSAGE_MAX_LENGTH;

  function chooseFile(chosen: File | null) {
    resetFile.current?.();
    if (!chosen) return;
    const error = attachmentError(chosen);
    setFileError(error);
    setFile(error ? null : chosen);
  }

  function removeFile() {
    setFile(null);
    setFileError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (post.isPending) return;
    if (!body.trim()) {
      setBodyError(T.required);
      return;
    }
    if (tooLong) {
      setBodyError(T.tooLong);
      return;
    }
    setBodyError(null);
    post.mutate(
      { body, file },
      {
        onSuccess: () => {
          setBody('');
          setFile(null);
          setFileError(null);
        },
        onError: (error) => showError(errorMessage(error) ?? T.sendError),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.messageLabel}
          placeholder={T.messagePlaceholder}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (bodyError) setBodyError(null);
          }}
          onKeyDown={(event) => {
            // Ctrl/⌘ + Entrée sends, Entrée alone goes to the next line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
          autosize
          minRows={2}
          maxRows={8}
          required
          error={bodyError ?? (tooLong ? T.tooLong : undefined)}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
        />
        {length >= COUNTER_FROM ? (
          <Text id={counterId} size="xs" c={tooLong ? 'red.9' : 'dimmed'} aria-live="polite">
            {T.counter(length)}
          </Text>
        ) : null}
        {fileError ? (
          <Alert color="red" variant="light" role="alert" id={fileErrorId} py={6}>
            {fileError}
          </Alert>
        ) : null}
        {file ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              {file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={T.removeAttachment(file.name)}
              onClick={removeFile}
            />
          </Group>
        ) : null}
        <Group justify="space-between" gap="xs">
          <FileButton
            onChange={chooseFile}
            accept={ATTACHMENT_ACCEPT}
            resetRef={resetFile}
            inputProps={{ 'aria-label': T.attach }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                aria-describedby={fileError ? fileErrorId : undefined}
              >
                {T.attach}
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={post.isPending} disabled={post.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
