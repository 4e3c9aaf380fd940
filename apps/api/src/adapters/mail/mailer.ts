import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/auth.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (an invoice's PDF); the outbox keeps their names and sizes. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType?: string;
}

/** The outbox row's text: the mail's, then a line naming each attachment and its size. */
export function outboxText(message: MailMessage): string {
  const files = message.attachments ?? [];
  if (files.length === 0) return message.text;
  const names = files.map((f) => `${f.filename} (${f.content.length} octets)`).join(', ');
  return `${message.text}\n\n[Pièces jointes : ${names}]`;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it through SMTP when configured (else logs it). */
  send(message: MailMessage): Promise<{ id: number; status: 'logged' | 'sent' | 'failed' }>;
  close(): void;
}

/**
 * Mail adapter (ARCHITECTURE §7): every mail lands in the `mail_outbox` table; with `SMTP_URL`
 * it is also sent through nodemailer, otherwise a log line stands in for delivery. A delivery
 * failure is recorded and logged but never fails the caller's request: the outbox keeps the mail.
 */
export function createMailer(options: {
  db: Db;
  from: string;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, from, smtpUrl, log } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: outboxText(message),
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        log.info(
          { mailId: id, to: message.to, subject: message.subject, text: message.text },
          'mail (outbox only, SMTP_URL not set)',
        );
        await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, id));
        return { id, status: 'logged' };
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: Buffer.from(file.content),
                  ...(file.contentType ? { contentType: file.contentType } : {}),
                })),
              }
            : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: new Date() })
          .where(eq(mailOutbox.id, id));
        return { id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ mailId: id, to: message.to, err: reason }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason.slice(0, 1000) })
          .where(eq(mailOutbox.id, id));
        return { id, status: 'failed' };
      }
    },
    close() {
      transport?.close();
    },
  };
}
