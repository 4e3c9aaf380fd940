import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { decryptFilePayload } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/documents.ts';
import { users } from '../src/db/schema/users.ts';
import {
  type AgentAccount,
  createAgentAccount,
  createOperator,
  multipartBody,
  PDF,
} from './fixtures-missions.ts';
import { bearer, buildTestApp, createUser, PASSWORD, signIn, type TestApp } from './helper.ts';

/*
 * Issue 9, points 2, 8 and the upload part of 7: file links are not logins, stored files carry the
 * extension and type of their content and no image metadata, the profile photo is a stored file of
 * its user, and a malformed multipart body is a 400. Each block reproduces an attack that passed.
 */

let t: TestApp;
let agent: AgentAccount;

beforeAll(async () => {
  t = await buildTestApp();
});
// Each test has its own agent (and its absences and files).
beforeEach(async () => {
  agent = await createAgentAccount(t);
});
afterAll(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

/** A client with a session, and one of its stored documents (an uploaded justificatif). */
async function clientWithSession() {
  const created = await createUser(t);
  const session = await signIn(t, created.email);
  return { ...created, token: session.access_token };
}

/** An absence of `agent`, to attach files to. */
async function newAbsence(account: AgentAccount, day: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/candidat/absences/save',
    headers: bearer(account.token),
    payload: {
      candidat_id: account.candidatId,
      debut: day,
      fin: day,
      time_debut: '00:00',
      time_fin: '24:00',
      motif: 'maladie',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** Uploads `file` as the justificatif of a new absence of `agent`; returns the answer. */
async function uploadJustificatif(
  file: { name: string; type: string; content: Buffer },
  day = '2026-05-04',
): Promise<Answer> {
  const absenceId = await newAbsence(agent, day);
  const { payload, headers } = multipartBody({ absence_id: String(absenceId) }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidat/absence/save-justificatif',
    headers: { ...bearer(agent.token), ...headers },
    payload,
  });
}

async function documentRow(id: number) {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
  return row!;
}

/** GET /api/documents/link for a stored document. */
function askLink(
  token: string,
  document: { document_type_id: number; filename: string },
  isDownload = true,
) {
  const query = new URLSearchParams({
    document_type_id: String(document.document_type_id),
    filename: document.filename,
    is_download: String(isDownload),
  });
  return get(`/api/documents/link?${query}`, token);
}

async function linkFor(token: string, document: { document_type_id: number; filename: string }) {
  const response = await askLink(token, document);
  expect(response.statusCode).toBe(200);
  return response.json().data as { url: string; expires_at: string };
}

const grantOf = (url: string) => new URL(url, 'http://x').searchParams.get('grant') ?? '';
const payloadOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() ?? '';

/**
 * A file link as older versions built it, the access token inside: sealed by hand with the
 * documented scheme (HKDF-SHA256, salt "maisonnee", info "file-serve", AES-256-GCM, nonce first),
 * since the domain no longer writes a token into a payload.
 */
function sealOldLink(payload: Record<string, unknown>, secret: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'maisonnee', 'file-serve', 32));
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

describe('point 2: a file link is a short grant for one file, never a login', () => {
  let owner: Awaited<ReturnType<typeof clientWithSession>>;
  let document: Awaited<ReturnType<typeof documentRow>>;
  let other: Awaited<ReturnType<typeof documentRow>>;

  // Each test has its own two documents and its own client owner (one signs out, one changes
  // password).
  beforeEach(async () => {
    const answer = await uploadJustificatif({
      name: 'arret.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(answer.statusCode).toBe(200);
    // The agent's own document, read by the agent.
    document = await documentRow(answer.json().data.justificatif_document_id);
    const second = await uploadJustificatif(
      { name: 'autre.pdf', type: 'application/pdf', content: PDF },
      '2026-05-05',
    );
    other = await documentRow(second.json().data.justificatif_document_id);
    owner = await clientWithSession();
  });

  it('serves the file to whoever holds a fresh link, within its lifetime', async () => {
    const link = await linkFor(agent.token, document);
    expect(link.url).toMatch(/^\/uploads\/serve-file\/[A-Za-z0-9_-]+\?grant=/);
    expect(new Date(link.expires_at).getTime() - t.clock.now().getTime()).toBe(
      t.config.fileLinkTtlSeconds * 1000,
    );
    const response = await get(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="arret.pdf"/);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const inline = await get(
      (await askLink(agent.token, document, false)).json().data.url as string,
    );
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('carries no access token: the payload decrypted with the public ID_SECRET names a file, nothing more', async () => {
    const { url } = await linkFor(agent.token, document);
    expect(url).not.toContain(agent.token);
    const payload = decryptFilePayload(payloadOf(url), t.config.idSecret);
    expect(payload).toEqual({
      documentTypeId: document.document_type_id,
      filename: document.filename,
      isDownload: true,
      clientId: null,
      candidatId: agent.candidatId,
    });
    expect(payload).not.toHaveProperty('token');
    // The grant is no access token either: the API refuses it as one.
    const asLogin = await get('/api/auth/user', grantOf(url));
    expect(asLogin.statusCode).toBe(401);
  });

  it('refuses the old link that carried the access token in its payload', async () => {
    const old = sealOldLink(
      {
        documentTypeId: document.document_type_id,
        filename: document.filename,
        isDownload: true,
        clientId: null,
        candidatId: agent.candidatId,
        token: agent.token,
      },
      t.config.idSecret,
    );
    // The link is well formed: it decrypts (the token dropped), so the 401 is the missing grant.
    expect(decryptFilePayload(old, t.config.idSecret)).toMatchObject({
      filename: document.filename,
    });
    const response = await get(`/uploads/serve-file/${old}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    // Nor does the Authorization header open a file any more: only a grant does.
    expect((await get(`/uploads/serve-file/${old}`, agent.token)).statusCode).toBe(401);
  });

  it('stops working once it expires', async () => {
    const { url } = await linkFor(agent.token, document);
    t.clock.advance(t.config.fileLinkTtlSeconds * 1000 - 1000);
    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a grant re-used for another document, tampered with, or signed with ID_SECRET', async () => {
    const { url } = await linkFor(agent.token, document);
    const { url: otherUrl } = await linkFor(agent.token, other);
    const swapped = `/uploads/serve-file/${payloadOf(otherUrl)}?grant=${grantOf(url)}`;
    expect((await get(swapped)).statusCode).toBe(401);

    const grant = grantOf(url);
    const [header, claims, signature] = grant.split('.') as [string, string, string];
    const moved = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    moved.doc = other.id;
    const tamperedClaims = `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}.${signature}`;
    const flipped = `${header}.${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await new SignJWT(moved)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.idSecret));
    for (const bad of [tamperedClaims, flipped, forged, 'pas-un-jeton', '']) {
      const response = await get(`/uploads/serve-file/${payloadOf(otherUrl)}?grant=${bad}`);
      expect(response.statusCode, bad).toBe(401);
    }
  });

  it('stops working when its owner signs out', async () => {
    const session = await signIn(t, owner.email);
    const stored = await uploadAsClient(session.access_token, owner.clientId!);
    const { url } = await linkFor(session.access_token, stored);
    expect((await get(url)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: bearer(session.access_token),
      payload: {},
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('stops working when its owner changes password', async () => {
    const session = await signIn(t, owner.email);
    const stored = await uploadAsClient(session.access_token, owner.clientId!);
    const { url } = await linkFor(session.access_token, stored);
    expect((await get(url)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: bearer(session.access_token),
      payload: { current_password: PASSWORD, new_password: 'Autre-Velours-Cerise-43' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('is minted only for a document the caller may read', async () => {
    const stranger = await clientWithSession();
    const refused = await askLink(stranger.token, document);
    expect(refused.statusCode).toBe(403);
    const missing = await askLink(agent.token, { ...document, filename: 'inconnu.pdf' });
    expect(missing.statusCode).toBe(404);
    const operator = await createOperator(t, [2]);
    expect((await get((await linkFor(operator.token, document)).url)).statusCode).toBe(200);
    const anonymous = await askLink('', document);
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A client's own upload (through the profile photo call: the client upload there is). */
async function uploadAsClient(token: string, _clientId: number) {
  const { payload, headers } = multipartBody(
    {},
    { name: 'moi.png', type: 'image/png', content: await tinyImage('png') },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/profile-photo',
    headers: { ...bearer(token), ...headers },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return { document_type_id: 8, filename: response.json().data.profile_photo_path as string };
}

/** A small image made here, with an EXIF block carrying a GPS position when asked. */
async function tinyImage(format: 'jpeg' | 'png' | 'webp', withGps = false): Promise<Buffer> {
  let image = sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).toFormat(format);
  if (withGps) {
    image = image.withExif({
      IFD0: { Make: 'Telephone', Model: 'Espion 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 8/1',
      },
    });
  }
  return image.toBuffer();
}

describe('point 8: stored files carry the type of their content, and no metadata', () => {
  it('offers a PDF-headed HTML file back as a .pdf, with its real type and nosniff', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n'),
    ]);
    const answer = await uploadJustificatif(
      { name: 'facture.html', type: 'text/html', content: polyglot },
      '2026-05-11',
    );
    expect(answer.statusCode).toBe(200);
    const row = await documentRow(answer.json().data.justificatif_document_id);
    expect(row.filename).toMatch(/\.pdf$/);
    expect(row.original_name).toBe('facture.pdf');
    expect(row.mime_type).toBe('application/pdf');

    const served = await get((await linkFor(agent.token, row)).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/filename="facture\.pdf"/);
    expect(served.headers['content-disposition']).not.toMatch(/\.html/);
  });

  it('strips EXIF (GPS position included) from a JPEG before storing it', async () => {
    const jpeg = await tinyImage('jpeg', true);
    // The file sent does carry the position.
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif).toBeDefined();
    expect(jpeg.includes(Buffer.from('Espion 3000'))).toBe(true);

    const answer = await uploadJustificatif(
      { name: 'photo.jpeg', type: 'image/jpeg', content: jpeg },
      '2026-05-12',
    );
    expect(answer.statusCode).toBe(200);
    const row = await documentRow(answer.json().data.justificatif_document_id);
    const stored = (await get((await linkFor(agent.token, row)).url)).rawPayload;
    const kept = await sharp(stored).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.width).toBe(16);
    expect(stored.includes(Buffer.from('Exif\0'))).toBe(false);
    expect(stored.includes(Buffer.from('Espion 3000'))).toBe(false);
    expect(row.size_bytes).toBe(stored.length);
    expect(row.original_name).toBe('photo.jpg');
  });

  it('refuses a file that says it is an image and is not one (415)', async () => {
    const broken = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64)]);
    const answer = await uploadJustificatif(
      { name: 'photo.jpg', type: 'image/jpeg', content: broken },
      '2026-05-13',
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('point 8: the profile photo is a stored file of its user, set by an upload', () => {
  it('refuses profile_photo_path in users/update (any string was shown to others)', async () => {
    const user = await clientWithSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(user.token),
      payload: { profile_photo_path: 'https://pirate.example/traceur.gif' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.fields).toHaveProperty('profile_photo_path');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.profile_photo_path).toBeNull();
  });

  it('stores an uploaded photo without metadata and points profile_photo_path at it', async () => {
    const user = await clientWithSession();
    const { payload, headers } = multipartBody(
      {},
      { name: 'moi.jpg', type: 'image/jpeg', content: await tinyImage('jpeg', true) },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-photo',
      headers: { ...bearer(user.token), ...headers },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const path = response.json().data.profile_photo_path as string;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.profile_photo_path).toBe(path);
    const [stored] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filename, path));
    expect(stored).toMatchObject({ bucket: 'photos', mime_type: 'image/jpeg' });
    expect(stored!.uploaded_by_user_id).toBe(user.user.id);

    // Shown to others: any signed-in user may open it, through a link of their own.
    const served = await get((await linkFor(agent.token, stored!)).url);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('takes images only, and not over 5 MB', async () => {
    const user = await clientWithSession();
    const send = (file: { name: string; type: string; content: Buffer }) => {
      const { payload, headers } = multipartBody({}, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/users/profile-photo',
        headers: { ...bearer(user.token), ...headers },
        payload,
      });
    };
    const pdf = await send({ name: 'moi.pdf', type: 'application/pdf', content: PDF });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toContain('JPEG, PNG ou WebP');
    const webp = await send({
      name: 'moi.webp',
      type: 'image/webp',
      content: await tinyImage('webp'),
    });
    expect(webp.statusCode).toBe(200);
    const big = Buffer.concat([await tinyImage('png'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await send({ name: 'grande.png', type: 'image/png', content: big });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('point 7: malformed uploads are 4xx, never 500', () => {
  const endpoints = ['/api/candidat/absence/save-justificatif', '/api/candidat/demission'];

  async function send(url: string, headers: Record<string, string>, payload: Buffer | string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(agent.token), ...headers },
      payload,
    });
  }

  function expectValidationEnvelope(response: Answer) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  }

  it.each(endpoints)('%s: multipart without a boundary is a 400 envelope', async (url) => {
    const response = await send(
      url,
      { 'content-type': 'multipart/form-data' },
      '--x\r\nContent-Disposition: form-data; name="absence_id"\r\n\r\n1\r\n--x--\r\n',
    );
    expectValidationEnvelope(response);
  });

  it.each(endpoints)('%s: a body cut short is a 400 envelope', async (url) => {
    const { payload, headers } = multipartBody(
      { candidat_id: String(agent.candidatId), date_effet: '2026-04-30', absence_id: '1' },
      { name: 'lettre.pdf', type: 'application/pdf', content: PDF },
    );
    const response = await send(url, headers, payload.subarray(0, payload.length - 60));
    expectValidationEnvelope(response);
  });

  it.each(endpoints)('%s: a body with no part at all is a 400 envelope', async (url) => {
    const response = await send(
      url,
      { 'content-type': 'multipart/form-data; boundary=rien' },
      'pas du multipart',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('a file name with a NUL or a lone surrogate is stored cleaned, not a 500', async () => {
    for (const [name, day] of [
      ['lettre\u0000.html.pdf', '2026-06-01'],
      ['lettre\uD800.pdf', '2026-06-02'],
      ['../../etc/passwd', '2026-06-03'],
    ] as const) {
      const absenceId = await newAbsence(agent, day);
      const { payload, headers } = multipartBody(
        { absence_id: String(absenceId) },
        { name, type: 'application/pdf', content: PDF },
      );
      const response = await send(
        '/api/candidat/absence/save-justificatif',
        headers,
        // A lone surrogate cannot be written in UTF-8: send its raw (CESU) bytes.
        Buffer.from(payload.toString('latin1').replace('\xEF\xBF\xBD', '\xED\xA0\x80'), 'latin1'),
      );
      expect(response.statusCode, `${JSON.stringify(name)}: ${response.body}`).toBe(200);
      const row = await documentRow(response.json().data.justificatif_document_id);
      expect(row.original_name).not.toContain('\u0000');
      expect(row.original_name).not.toMatch(/[/\\]/);
      expect(row.original_name).toMatch(/\.pdf$/);
    }
  });

  it('a text field with a NUL is a 400, not a 500', async () => {
    const absenceId = await newAbsence(agent, '2026-06-08');
    const { payload, headers } = multipartBody({
      absence_id: String(absenceId),
      commentaire: 'malade\u0000',
    });
    const response = await send('/api/candidat/absence/save-justificatif', headers, payload);
    expectValidationEnvelope(response);
    expect(response.json().error.fields).toHaveProperty('commentaire');
  });
});
