import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TYPES } from '@maisonnee/domain';
import { CONVERSATION_TEXT as T } from './text.ts';

/** The `accept` of the attachment input: what the API takes (PDF, JPEG, PNG). */
export const ATTACHMENT_ACCEPT = MESSAGE_ATTACHMENT_TYPES.join(',');

/** Why a chosen file cannot be sent, in French (null: it can). Checked before any upload. */
export function attachmentError(file: { type: string; size: number }): string | null {
  if (!(MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return T.badType;
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return T.tooBig;
  return null;
}
