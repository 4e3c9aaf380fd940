import { Input } from '@mantine/core';
import { useId } from 'react';
import { UPLOAD_ACCEPT } from '../lib/pointage.ts';

/** A native file input (phones open their camera or files) with its label, hint and error. */
export function FileField({
  label,
  description,
  error,
  required = false,
  onChange,
  inputKey,
}: {
  label: string;
  description: string;
  error?: string | null;
  required?: boolean;
  onChange: (file: File | null) => void;
  /** Changing it empties the input after a submission. */
  inputKey?: number;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required}
      description={<span id={`${id}-hint`}>{description}</span>}
      error={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
