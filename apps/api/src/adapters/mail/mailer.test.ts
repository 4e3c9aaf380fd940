import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import { createMailer } from './mailer.ts';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `read` until it answers something truthy (mails of create-account leave after its answer). */
async function eventually<T>(read: () => Promise<T> | T): Promise<T> {
  const until = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (value || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const SIGN_UP = {
  civilite: 'M.',
  nom: 'Bernard',
  prenom: 'Hugo',
  email: 'hugo.bernard@exemple.fr',
  mobile: '0611223344',
  adresse: '2 place Bellecour',
  codep: '69002',
  ville: 'Lyon',
  password: 'Riviere-Calme-19',
};

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the validation code to the SMTP server and records it as sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/create-account',
      payload: SIGN_UP,
    });
    expect(response.statusCode).toBe(201);
    // Only the mails to this address: another test of the file may have sent one before.
    const toHim = () => smtp.received.filter((m) => m.to.includes(SIGN_UP.email));
    const mail = (await eventually(() => toHim()[0]))!;
    expect(toHim()).toHaveLength(1);
    expect(mail.to).toEqual([SIGN_UP.email]);
    const code = /code de validation : (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const row = await eventually(async () => {
      const [sent] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, SIGN_UP.email));
      return sent?.status === 'sent' ? sent : undefined;
    });
    expect(row?.status).toBe('sent');

    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/users/valid-account',
      payload: { email: SIGN_UP.email, code },
    });
    expect(valid.statusCode).toBe(200);
  });

  it('sends attachments and keeps their names and sizes in the outbox', async () => {
    const mailer = createMailer({
      db: t.database.db,
      from: 'facturation@maisonnee.example',
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      log: t.app.log,
    });
    const pdf = Buffer.from('%PDF-1.7 facture de test');
    try {
      const result = await mailer.send({
        to: 'client.facture@exemple.fr',
        subject: 'Facture F-2026-000001',
        text: 'Veuillez trouver ci-joint votre facture.',
        attachments: [
          { filename: 'Facture F-2026-000001.pdf', content: pdf, contentType: 'application/pdf' },
        ],
      });
      expect(result.status).toBe('sent');
    } finally {
      mailer.close();
    }
    const mail = smtp.received.find((m) => m.to.includes('client.facture@exemple.fr'))!;
    expect(mail.raw).toContain('Content-Type: application/pdf; name="Facture F-2026-000001.pdf"');
    expect(mail.raw).toContain(pdf.toString('base64'));
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'client.facture@exemple.fr'));
    expect(row?.text).toBe(
      `Veuillez trouver ci-joint votre facture.\n\n[Pièces jointes : Facture F-2026-000001.pdf (${pdf.length} octets)]`,
    );
  });
});

describe('mail when the SMTP server is down', () => {
  it('keeps the mail in the outbox as failed and still creates the account', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/users/create-account',
        payload: SIGN_UP,
      });
      expect(response.statusCode).toBe(201);
      const row = await eventually(async () => {
        const [written] = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, SIGN_UP.email));
        return written?.status === 'failed' ? written : undefined;
      });
      expect(row?.status).toBe('failed');
      expect(row?.text).toMatch(/\d{6}/);
    } finally {
      await t.close();
    }
  });
});
