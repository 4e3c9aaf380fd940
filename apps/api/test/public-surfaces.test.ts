import type { AddressInfo } from 'node:net';
import { statfs } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/auth.ts';
import { documents } from '../src/db/schema/documents.ts';
import { multipartBody, PDF } from './fixtures-missions.ts';
import { buildTestApp, createUser, type TestApp } from './helper.ts';

/*
 * Issue 22, points 13 and 14: the public application cannot fill the disk or be repeated without
 * end from one address (caps per application, per-address throttles, a disk-space guard), and
 * neither it nor create-account tells whether an address has an account (same answer, the mail
 * to the holder leaves after it).
 */

const MIB = 1024 * 1024;
const LIMITS = {
  perAddressPerHour: 3,
  uploadsPerAddressPerHour: 6,
  maxFiles: 3,
  maxTotalBytes: 1.5 * MIB,
};

let n = 0;
function identity(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    civilite: 'Mme',
    nom: 'Roux',
    prenom: `Anaïs${n}`,
    email: `anais${n}.${Date.now()}@exemple.fr`,
    mobile: '06 12 34 56 78',
    date_naissance: '1991-02-03',
    codep: '75012',
    ville: 'Paris',
    services: [1],
    accept_rgpd: true,
    ...overrides,
  };
}

const post = (app: TestApp, url: string, payload: object, ip = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function step1(app: TestApp, ip: string, overrides: Record<string, unknown> = {}) {
  return post(app, '/api/candidat/step1', identity(overrides), ip);
}

async function tokenOf(app: TestApp, ip: string) {
  const response = await step1(app, ip);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; application_token: string };
}

/** A PDF padded to `bytes` bytes. */
const pdfOf = (bytes: number) =>
  Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length), 0x20)]);

function upload(app: TestApp, token: string, ip: string, content: Buffer = PDF) {
  const { payload, headers } = multipartBody(
    { application_token: token, document_type_id: '1' },
    { name: 'cv.pdf', type: 'application/pdf', content },
  );
  return app.app.inject({
    method: 'POST',
    url: '/api/candidat/candidature/documents',
    payload,
    headers,
    remoteAddress: ip,
  });
}

async function documentsOf(app: TestApp, candidatId: number) {
  return app.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.candidat_id, candidatId), isNull(documents.uploaded_by_user_id)));
}

describe('public application: caps, throttles and the disk guard (issue 22, point 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ candidature: LIMITS });
  });
  afterAll(() => t.close());

  it('refuses the file past the number of files of an application with 413 in the envelope', async () => {
    const { id, application_token: token } = await tokenOf(t, '198.51.100.1');
    for (let i = 0; i < LIMITS.maxFiles; i += 1) {
      expect((await upload(t, token, '198.51.100.1')).statusCode).toBe(201);
    }
    const refused = await upload(t, token, '198.51.100.1');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', fields: { file: expect.stringMatching(/3 documents/) } },
    });
    expect(refused.json().error.message).toMatch(/au plus 3 documents/);
    expect(await documentsOf(t, id)).toHaveLength(LIMITS.maxFiles);
  });

  it('refuses the file that takes the application past its total size, storing nothing of it', async () => {
    const ip = '198.51.100.2';
    const { id, application_token: token } = await tokenOf(t, ip);
    expect((await upload(t, token, ip, pdfOf(MIB))).statusCode).toBe(201);
    const refused = await upload(t, token, ip, pdfOf(MIB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(refused.json().error.message).toMatch(/au total/);
    expect(await documentsOf(t, id)).toHaveLength(1);
    // A smaller one still fits.
    expect((await upload(t, token, ip, pdfOf(100_000))).statusCode).toBe(201);
  });

  it('throttles new applications per address: 429 RATE_LIMITED with Retry-After, one-go included', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < LIMITS.perAddressPerHour; i += 1) {
      expect((await step1(t, ip)).statusCode).toBe(201);
    }
    const refused = await step1(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    expect(refused.json().error.message).toMatch(/Trop de candidatures/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The one-go application counts too; another address is not held back.
    const oneGo = await post(
      t,
      '/api/candidat',
      {
        ...identity(),
        adresse: '12 rue de la Roquette',
        lat: 48.8556,
        lng: 2.3729,
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
        transport_type_id: 5,
      },
      ip,
    );
    expect(oneGo.statusCode).toBe(429);
    expect((await step1(t, '198.51.100.4')).statusCode).toBe(201);
    // An hour later the address may apply again.
    t.clock.advance(retryAfter * 1000);
    expect((await step1(t, ip)).statusCode).toBe(201);
  });

  it('throttles uploads per address, all applications together, before reading the file', async () => {
    const first = await tokenOf(t, '198.51.100.5');
    const second = await tokenOf(t, '198.51.100.6');
    const ip = '198.51.100.7';
    for (let i = 0; i < LIMITS.uploadsPerAddressPerHour; i += 1) {
      const token = (i % 2 === 0 ? first : second).application_token;
      expect((await upload(t, token, ip)).statusCode).toBe(201);
    }
    const refused = await upload(t, first.application_token, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(/Trop de documents/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an upload with 503 when the disk would keep less free space than configured', async () => {
    const disk = await statfs(t.config.dataDir);
    const guarded = await buildTestApp({
      uploadMinFreeBytes: disk.bavail * disk.bsize + 1024 * MIB,
    });
    try {
      const { id, application_token: token } = await tokenOf(guarded, '198.51.100.8');
      const refused = await upload(guarded, token, '198.51.100.8');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('300');
      expect(refused.json()).toMatchObject({
        success: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/manque de place/) },
      });
      expect(await documentsOf(guarded, id)).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });

  it('reads its limits from the environment, with defaults', () => {
    expect(loadConfig({}).candidature).toEqual({
      perAddressPerHour: 5,
      uploadsPerAddressPerHour: 30,
      maxFiles: 10,
      maxTotalBytes: 30 * MIB,
    });
    expect(loadConfig({}).uploadMinFreeBytes).toBe(512 * MIB);
    const set = loadConfig({
      CANDIDATURES_PER_HOUR: '2',
      CANDIDATURE_UPLOADS_PER_HOUR: '8',
      CANDIDATURE_MAX_FILES: '4',
      CANDIDATURE_MAX_TOTAL_MB: '12',
      UPLOAD_MIN_FREE_MB: '1',
    });
    expect(set.candidature).toEqual({
      perAddressPerHour: 2,
      uploadsPerAddressPerHour: 8,
      maxFiles: 4,
      maxTotalBytes: 12 * MIB,
    });
    expect(set.uploadMinFreeBytes).toBe(MIB);
  });
});

/** A real SMTP server on loopback that holds every connection until `release()`. */
async function startHeldSmtpServer() {
  const received: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      void released.then(() => callback());
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The answer of `call`, or a failure when it waits for the held mail. */
async function answeredWhileMailHeld<T>(call: Promise<T>): Promise<T> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the answer waited for the mail')), 5000),
  );
  return Promise.race([call, timeout]);
}

describe('no answer tells whether an address has an account (issue 22, point 14)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startHeldSmtpServer>>;
  beforeAll(async () => {
    smtp = await startHeldSmtpServer();
    t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    smtp.release();
    await t.close();
    await smtp.close();
  });

  it('create-account and step 1 answer alike for a known and a new address, the mails leaving after the answer', async () => {
    const known = (await createUser(t)).email;
    const signUp = (email: string) => ({
      civilite: 'Mme',
      nom: 'Roux',
      prenom: 'Anaïs',
      email,
      mobile: '06 12 34 56 78',
      adresse: '4 rue de Lyon',
      codep: '75012',
      ville: 'Paris',
      password: 'Fougere-Douce-61',
    });
    const fresh = `nouvelle.${Date.now()}@exemple.fr`;
    // While the SMTP server holds every mail, all four calls answer: no branch awaits a mail.
    const accountKnown = await answeredWhileMailHeld(
      post(t, '/users/create-account', signUp(known)),
    );
    const accountFresh = await answeredWhileMailHeld(
      post(t, '/users/create-account', signUp(fresh)),
    );
    const applicationKnown = await answeredWhileMailHeld(step1(t, '127.0.0.1', { email: known }));
    const applicationFresh = await answeredWhileMailHeld(step1(t, '127.0.0.1'));
    expect(smtp.received).toEqual([]);

    const shape = (response: Awaited<typeof accountKnown>) => ({
      status: response.statusCode,
      data: Object.keys(response.json().data).sort(),
    });
    expect(shape(accountKnown)).toEqual(shape(accountFresh));
    expect(accountKnown.json().data).toEqual({ email: known, email_verified: false });
    expect(shape(applicationKnown)).toEqual(shape(applicationFresh));
    expect(applicationKnown.json().data.is_candidature_complete).toBe(false);

    // Released, the mails go: the code to the new address, the warnings to the holder.
    smtp.release();
    const until = Date.now() + 5000;
    while (smtp.received.length < 3 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([...smtp.received].sort()).toEqual([fresh, known, known].sort());
    const toHolder = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, known));
    expect(toHolder.map((mail) => mail.subject).sort()).toEqual([
      'Tentative de création de compte Maisonnée',
      'Une candidature Maisonnée a été faite avec votre adresse',
    ]);
  });
});
