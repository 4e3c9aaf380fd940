import { Textarea } from '@mantine/core';
import type {
  PLANNING_FORCAGE_MOTIF_MAX as CONTRACT_MAX,
  PLANNING_FORCAGE_MOTIF_MIN as CONTRACT_MIN,
} from '@maisonnee/contract';
import { MOVE_TEXT as M } from '../board-move-text.ts';

// The contract's bounds, typed against it (the web imports only types from the contract).
const PLANNING_FORCAGE_MOTIF_MIN: typeof CONTRACT_MIN = 5;
const PLANNING_FORCAGE_MOTIF_MAX: typeof CONTRACT_MAX = 500;

/** The reason of a forcing is 5 to 500 characters once trimmed (the contract's rule). */
export function isMotifValid(motif: string): boolean {
  const length = motif.trim().length;
  return length >= PLANNING_FORCAGE_MOTIF_MIN && length <= PLANNING_FORCAGE_MOTIF_MAX;
}

/** The labelled field of a forcing's reason. */
export function MotifField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: boolean;
}) {
  return (
    <Textarea
      label={M.reasonLabel}
      description={M.reasonDescription}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ? M.reasonError : undefined}
      maxLength={PLANNING_FORCAGE_MOTIF_MAX}
      required
      autosize
      minRows={3}
      data-autofocus
    />
  );
}
