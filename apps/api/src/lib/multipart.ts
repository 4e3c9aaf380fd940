import type { MultipartSpec } from '@maisonnee/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { AppError, type ErrorFields } from './app-error.ts';

/*
 * Uploads (ARCHITECTURE §6): a multipart call sends its text fields and at most one file, in the
 * part the contract names (`file`). The text fields are validated with the contract's body schema
 * (empty fields are left out, as the web app does), the file's real type is read from its magic
 * bytes (the declared Content-Type and the file name are not trusted): the name a person gave is
 * kept for display only, cleaned and given the extension of the detected type, so a PDF sent as
 * `page.html` is offered back as `page.pdf`. A body that is not well-formed multipart (no boundary,
 * cut short) is a 400, not a fault. Nothing is stored here: the route hands the checked file to its
 * service, which stores it through the documents module (which strips image metadata).
 */

/** A file read from a multipart request, its type checked. */
export interface UploadedFile {
  buffer: Buffer;
  /** MIME type read from the magic bytes. */
  mime: string;
  /** Extension matching `mime` (pdf, jpg, png). */
  ext: string;
  /** Name given by the sender, cleaned, with the extension of `mime`: for display only. */
  originalName: string;
}

/** A UTF-16 surrogate without its pair: not text, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** "PDF, JPEG ou PNG": the accepted types as a person reads them. */
function acceptedLabel(spec: MultipartSpec): string {
  const labels = spec.accept.map((mime) => TYPE_LABELS[mime] ?? mime);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} ou ${labels[labels.length - 1]}`
    : (labels[0] ?? '');
}

/**
 * A file name fit to store and to send back in Content-Disposition: no control character (a NUL
 * cannot even be stored), no lone surrogate, no folder, at most 200 characters, and the
 * extension `ext` of the type detected from the content in place of the one it was sent with.
 */
export function withExtension(name: string, ext: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .replace(LONE_SURROGATE, '_')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).slice(0, 200).trim() || 'document';
  return `${stem}.${ext}`;
}

/** A multipart body the parser could not read: missing boundary, cut short, malformed parts. */
function malformed(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'Le formulaire envoyé est illisible (multipart/form-data mal formé ou interrompu) : renvoyez-le.',
    { fields: { body: 'multipart/form-data bien formé attendu.' } },
  );
}

function sizeLabel(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} Mo`;
}

function tooLarge(spec: MultipartSpec): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `Le fichier dépasse la taille maximale de ${sizeLabel(spec.maxBytes)}.`,
    { fields: { [spec.fileField]: `${sizeLabel(spec.maxBytes)} au plus.` } },
  );
}

/** Maps the multipart plugin's limit errors to our codes. */
function toUploadError(error: unknown, spec: MultipartSpec): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(spec);
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', 'Un seul fichier par envoi.', {
        fields: { [spec.fileField]: 'Un seul fichier attendu.' },
      });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('VALIDATION_FAILED', 'Trop de champs dans le formulaire.');
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', 'Nom de champ non autorisé.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('VALIDATION_FAILED', "L'envoi du formulaire a été interrompu.");
    default:
      // Our own refusals go through; anything else the parser threw (busboy's "Boundary not
      // found", "Unexpected end of form", a malformed header) is the sender's malformed body.
      return error instanceof AppError ? error : malformed();
  }
}

function fieldsFromIssues(issues: readonly z.core.$ZodIssue[]): ErrorFields {
  const fields: ErrorFields = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = 'Champ inconnu.';
      continue;
    }
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.startsWith('Invalid input')
      ? issue.message.includes('received undefined')
        ? 'Ce champ est obligatoire.'
        : 'Valeur invalide.'
      : issue.message;
  }
  return fields;
}

/**
 * Reads a multipart request: validates the text fields with `schema` and returns the checked file
 * (or null when it is optional and absent). Answers:
 * - 415 UNSUPPORTED_MEDIA_TYPE for a request that is not multipart/form-data (a JSON body),
 *   or a file that is not PDF, JPEG or PNG by its content;
 * - 413 PAYLOAD_TOO_LARGE for a file over the limit;
 * - 400 VALIDATION_FAILED for bad fields, a missing required file (`fields.file`) or a file in
 *   another part.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  spec: MultipartSpec,
  schema: S,
): Promise<{ fields: z.output<S>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Cet envoi doit être un formulaire multipart/form-data, avec le fichier dans le champ « ${spec.fileField} ».`,
      { fields: { 'content-type': 'multipart/form-data attendu.' } },
    );
  }
  const raw: Record<string, string> = {};
  let received: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.fileField) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError('VALIDATION_FAILED', 'Fichier envoyé dans un champ inattendu.', {
            fields: { [part.fieldname]: `Le fichier est attendu dans « ${spec.fileField} ».` },
          });
        }
        const buffer = await part.toBuffer();
        received = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string' && part.value.trim() !== '') {
        // A NUL cannot be stored and a lone surrogate is no text: refused like any bad value.
        if (part.value.includes('\u0000') || new RegExp(LONE_SURROGATE.source).test(part.value)) {
          throw new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', {
            fields: { [part.fieldname]: 'Caractère non autorisé.' },
          });
        }
        // Empty fields are left out: the schema sees them as absent.
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toUploadError(error, spec);
  }

  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'Certains champs sont invalides.', {
      fields: fieldsFromIssues(parsed.error.issues),
    });
  }

  if (!received || received.buffer.length === 0) {
    if (spec.required) {
      throw new AppError('VALIDATION_FAILED', `Joignez le fichier (${acceptedLabel(spec)}).`, {
        fields: { [spec.fileField]: 'Fichier obligatoire.' },
      });
    }
    return { fields: parsed.data, file: null };
  }
  if (received.buffer.length > spec.maxBytes) throw tooLarge(spec);
  const type = await fileTypeFromBuffer(received.buffer);
  if (!type || !spec.accept.includes(type.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Ce fichier n'est pas accepté : envoyez un ${acceptedLabel(spec)}.`,
      { fields: { [spec.fileField]: `${acceptedLabel(spec)} uniquement.` } },
    );
  }
  return {
    fields: parsed.data,
    file: {
      buffer: received.buffer,
      mime: type.mime,
      ext: type.ext,
      originalName: withExtension(received.filename ?? '', type.ext),
    },
  };
}

/** `readMultipart` with the file rules and the body schema an endpoint of the contract declares. */
export function readEndpointMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  definition: { multipart?: MultipartSpec; body?: S },
): Promise<{ fields: z.output<S>; file: UploadedFile | null }> {
  if (!definition.multipart || !definition.body) {
    throw new Error('readEndpointMultipart: this endpoint takes no multipart body');
  }
  return readMultipart(request, definition.multipart, definition.body);
}
