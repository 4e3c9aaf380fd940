import { CANDIDATURE_LINK_DAYS, DOCUMENT_TYPE, ROLE } from '@maisonnee/domain';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperator,
  expectRefusal,
  multipartBody,
  notificationsOf,
  type OperatorAccount,
  PDF,
} from '../../../test/fixtures-missions.ts';
import { bearer, buildTestApp, createUser, type TestApp } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import {
  candidat_competences,
  candidat_evenements,
  candidat_infos_supp,
  candidats,
} from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';

/*
 * The public application (issue 12 point 2): identity first (which gives the token), then
 * address, skills and availability in order, documents checked by content and size, the final
 * send that notifies recruitment and mails the edit link once, and the link the recruiter re-sends
 * (older links stop working). The test clock starts on Monday 2026-03-02 at 09:00 UTC.
 */

let t: TestApp;
let recruiter: OperatorAccount;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  recruiter = await createOperator(t, [ROLE.RECRUTEMENT]);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

function identity(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    civilite: 'Mme',
    nom: 'Martin',
    prenom: `Léa${n}`,
    email: `lea${n}.candidate@exemple.fr`,
    mobile: '06 12 34 56 78',
    date_naissance: '1990-05-14',
    codep: '75011',
    ville: 'Paris',
    services: [1, 2],
    accept_rgpd: true,
    ...overrides,
  };
}

const ADRESSE = {
  etape: 'adresse',
  adresse: '12 rue de la Roquette',
  codep: '75011',
  ville: 'Paris',
  lat: 48.8556,
  lng: 2.3729,
};
const COMPETENCES = {
  etape: 'competences',
  services: [1, 2],
  competence_ids: [1, 4],
  infos_supp: [
    { info_supp_id: 1, valeur: 'oui' },
    { info_supp_id: 6, valeur: 'Anglais' },
  ],
  experience_annees: 4,
  presentation: 'Aide à domicile depuis quatre ans.',
};
const DISPONIBILITES = {
  etape: 'disponibilites',
  disponibilites: [
    { day: 1, time_debut: '08:00', time_fin: '12:00' },
    { day: 3, time_debut: '14:00', time_fin: '18:30' },
  ],
  transport_type_id: 5,
  rayon_km: 15,
};

async function startApplication(overrides: Record<string, unknown> = {}) {
  const body = identity(overrides);
  const response = await post('/api/candidat/step1', body);
  expect(response.statusCode).toBe(201);
  const data = response.json().data as { id: number; application_token: string };
  return { ...data, body };
}

const saveEtape = (token: string, etape: object) =>
  post('/api/candidat/candidature/etape', { application_token: token, ...etape });

const getCandidature = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/candidat/candidature?token=${encodeURIComponent(token)}`,
  });

function upload(
  token: string,
  documentTypeId: number,
  file?: { name: string; type: string; content: Buffer },
) {
  const { payload, headers } = multipartBody(
    { application_token: token, document_type_id: String(documentTypeId) },
    file,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/candidat/candidature/documents',
    payload,
    headers,
  });
}

async function candidatCount() {
  const [row] = await t.database.db.select({ n: count() }).from(candidats);
  return row!.n;
}

/** The mails sent to `email`, newest first; waits up to 2 s for `expected` (mails leave after the answer). */
async function mailsTo(email: string, expected = 0) {
  const read = () =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
  const until = Date.now() + 2000;
  let rows = await read();
  while (rows.length < expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    rows = await read();
  }
  return rows;
}

/** The history lines of a file. */
async function historyOf(candidatId: number) {
  const rows = await t.database.db
    .select()
    .from(candidat_evenements)
    .where(eq(candidat_evenements.candidat_id, candidatId));
  return rows.map((row) => row.libelle);
}

const linkIn = (text: string) =>
  decodeURIComponent(/\/candidature\?jeton=([^\s]+)/.exec(text)?.[1] ?? '');

function fullApplication(email: string, overrides: Record<string, unknown> = {}) {
  const { etape: _a, ...adresse } = ADRESSE;
  const { etape: _c, ...competences } = COMPETENCES;
  const { etape: _d, ...disponibilites } = DISPONIBILITES;
  return {
    ...identity({ email }),
    ...adresse,
    ...competences,
    ...disponibilites,
    ...overrides,
  };
}

describe('step 1: identity', () => {
  it('creates the candidate file with its services and answers a token that opens it', async () => {
    const { id, application_token, body } = await startApplication();
    const [row] = await t.database.db.select().from(candidats).where(eq(candidats.id, id));
    expect(row).toMatchObject({
      nom: 'Martin',
      email: body.email,
      candidat_statut_id: 1,
      candidature_etape: 'identite',
      candidature_completed_at: null,
    });
    const services = await t.database.db
      .select()
      .from(candidat_competences)
      .where(eq(candidat_competences.candidat_id, id));
    expect(services.map((s) => s.competence_id).sort()).toEqual([1, 2]);
    const events = await t.database.db
      .select()
      .from(candidat_evenements)
      .where(eq(candidat_evenements.candidat_id, id));
    expect(events).toHaveLength(1);

    const read = await getCandidature(application_token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id,
      prenom: body.prenom,
      services: [1, 2],
      etape: 'identite',
      is_candidature_complete: false,
      documents: [],
    });
  });

  it('answers an address held by a candidate (any case) or an account like a new one, and mails its holder (issue 22)', async () => {
    const fresh = await post('/api/candidat/step1', identity());
    const { body } = await startApplication();
    const again = await post('/api/candidat/step1', identity({ email: body.email.toUpperCase() }));
    const { email } = await createUser(t);
    const onAccount = await post('/api/candidat/step1', identity({ email }));
    const shape = (response: typeof fresh) => ({
      status: response.statusCode,
      keys: Object.keys(response.json()),
      data: Object.keys(response.json().data).sort(),
      complete: response.json().data.is_candidature_complete,
    });
    expect(shape(again)).toEqual(shape(fresh));
    expect(shape(onAccount)).toEqual(shape(fresh));
    expect(fresh.statusCode).toBe(201);
    // The token opens the new application as for any address.
    expect((await getCandidature(onAccount.json().data.application_token)).statusCode).toBe(200);
    // The holder is told instead, and the file says so to recruitment.
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toMatch(/candidature/i);
    expect(mail!.text).toMatch(/Si ce n'était pas vous/);
    expect(await mailsTo(body.email, 1)).toHaveLength(1);
    expect((await historyOf(onAccount.json().data.id)).join()).toMatch(/déjà celle d’un compte/);
    expect((await historyOf(fresh.json().data.id)).join()).not.toMatch(/déjà celle/);
  });

  it('requires the consent and at least one service', async () => {
    const before = await candidatCount();
    const noConsent = await post('/api/candidat/step1', identity({ accept_rgpd: false }));
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields.accept_rgpd).toMatch(/accepter/);
    const noService = await post('/api/candidat/step1', identity({ services: [] }));
    expect(noService.statusCode).toBe(400);
    expect(noService.json().error.fields.services).toMatch(/au moins un service/);
    expect(await candidatCount()).toBe(before);
  });
});

describe('the later steps', () => {
  it('saves address, skills and availability in order, and an earlier step again', async () => {
    const { id, application_token: token } = await startApplication();
    const adresse = await saveEtape(token, ADRESSE);
    expect(adresse.statusCode).toBe(200);
    expect(adresse.json().data).toMatchObject({
      etape: 'adresse',
      adresse: ADRESSE.adresse,
      lat: ADRESSE.lat,
      lng: ADRESSE.lng,
    });
    const competences = await saveEtape(token, COMPETENCES);
    expect(competences.statusCode).toBe(200);
    expect(competences.json().data).toMatchObject({
      etape: 'competences',
      competence_ids: [1, 4],
      infos_supp: [
        { info_supp_id: 1, valeur: 'oui' },
        { info_supp_id: 6, valeur: 'Anglais' },
      ],
      experience_annees: 4,
      presentation: COMPETENCES.presentation,
    });
    const dispos = await saveEtape(token, DISPONIBILITES);
    expect(dispos.statusCode).toBe(200);
    expect(dispos.json().data).toMatchObject({
      etape: 'disponibilites',
      disponibilites: DISPONIBILITES.disponibilites,
      transport_type_id: 5,
      rayon_km: 15,
    });
    // Editing the address keeps the progress made.
    const edited = await saveEtape(token, { ...ADRESSE, adresse: '3 rue Oberkampf' });
    expect(edited.json().data).toMatchObject({
      etape: 'disponibilites',
      adresse: '3 rue Oberkampf',
    });
    const [infos] = await t.database.db
      .select()
      .from(candidat_infos_supp)
      .where(eq(candidat_infos_supp.candidat_id, id));
    expect(infos!.reponses).toEqual({ '1': 'oui', '6': 'Anglais' });
  });

  it('keeps an address without coordinates when geocoding is off', async () => {
    const { application_token: token } = await startApplication();
    const saved = await saveEtape(token, { ...ADRESSE, lat: null, lng: null });
    expect(saved.json().data).toMatchObject({ adresse: ADRESSE.adresse, lat: null, lng: null });
  });

  it('refuses a step whose previous step was not saved, saving nothing', async () => {
    const { id, application_token: token } = await startApplication();
    const skipped = await saveEtape(token, COMPETENCES);
    expect(expectRefusal(skipped, 'CANDIDATURE_INCOMPLETE').message).toMatch(/Adresse/);
    expectRefusal(await saveEtape(token, DISPONIBILITES), 'CANDIDATURE_INCOMPLETE');
    const [row] = await t.database.db.select().from(candidats).where(eq(candidats.id, id));
    expect(row).toMatchObject({ candidature_etape: 'identite', presentation: null });
    const [infos] = await t.database.db
      .select()
      .from(candidat_infos_supp)
      .where(eq(candidat_infos_supp.candidat_id, id));
    expect(infos).toMatchObject({ competence_ids: [], disponibilites: null });
  });

  it('refuses a finer skill outside the chosen services or an unknown question', async () => {
    const { application_token: token } = await startApplication();
    await saveEtape(token, ADRESSE);
    const outside = await saveEtape(token, { ...COMPETENCES, services: [1], competence_ids: [4] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.competence_ids).toMatch(/Aide à la toilette/);
    const unknown = await saveEtape(token, {
      ...COMPETENCES,
      infos_supp: [{ info_supp_id: 99, valeur: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await getCandidature(token)).json().data.etape).toBe('adresse');
  });
});

describe('the token', () => {
  it('refuses a malformed, altered or expired token', async () => {
    const { application_token: token } = await startApplication();
    expectRefusal(await getCandidature('pas-un-jeton'), 'CANDIDATURE_LINK_INVALID');
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expectRefusal(await getCandidature(altered), 'CANDIDATURE_LINK_INVALID');
    expectRefusal(await saveEtape(altered, ADRESSE), 'CANDIDATURE_LINK_INVALID');
    t.clock.advance((CANDIDATURE_LINK_DAYS + 1) * 86_400_000);
    try {
      const expired = await getCandidature(token);
      expect(expectRefusal(expired, 'CANDIDATURE_LINK_INVALID').message).toMatch(/nouveau lien/);
    } finally {
      t.clock.advance(-(CANDIDATURE_LINK_DAYS + 1) * 86_400_000);
    }
  });
});

describe('documents', () => {
  it('stores a PDF with the application and lists it', async () => {
    const { id, application_token: token } = await startApplication();
    const sent = await upload(token, DOCUMENT_TYPE.CV, {
      name: 'mon-cv.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      document_type_id: DOCUMENT_TYPE.CV,
      candidat_id: id,
      original_name: 'mon-cv.pdf',
      uploaded_by_user_id: null,
    });
    const read = (await getCandidature(token)).json().data;
    expect(read.documents).toHaveLength(1);
    expect(read.documents[0]).toMatchObject({ document_type: expect.any(String) });
  });

  it('refuses a file that is not a PDF, JPEG or PNG by content, one too large, a wrong type', async () => {
    const { id, application_token: token } = await startApplication();
    const fake = await upload(token, DOCUMENT_TYPE.CV, {
      name: 'cv.pdf',
      type: 'application/pdf',
      content: Buffer.from('<html>pas un pdf</html>'),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toMatch(/PDF/);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const tooLarge = await upload(token, DOCUMENT_TYPE.CV, {
      name: 'cv.pdf',
      type: 'application/pdf',
      content: big,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toMatch(/10 Mo/);
    const wrongType = await upload(token, DOCUMENT_TYPE.FICHE_PAIE, {
      name: 'paie.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(wrongType.statusCode).toBe(400);
    expectRefusal(
      await upload('pas-un-jeton', DOCUMENT_TYPE.CV, {
        name: 'cv.pdf',
        type: 'application/pdf',
        content: PDF,
      }),
      'CANDIDATURE_LINK_INVALID',
    );
    const rows = await t.database.db.select().from(documents).where(eq(documents.candidat_id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('sending the application', () => {
  it('finishes the application of a token once: recruitment told, candidate mailed the edit link', async () => {
    const { id, application_token: token, body } = await startApplication();
    const before = (await notificationsOf(t, recruiter.userId)).length;
    const application = fullApplication(body.email, { application_token: token });
    const sent = await post('/api/candidat', application);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({ id, is_candidature_complete: true });

    const read = (await getCandidature(token)).json().data;
    expect(read).toMatchObject({
      etape: 'documents',
      is_candidature_complete: true,
      adresse: ADRESSE.adresse,
      competence_ids: [1, 4],
      rayon_km: 15,
    });
    const notes = await notificationsOf(t, recruiter.userId);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)!.title).toBe('Nouvelle candidature');
    const mails = await mailsTo(body.email, 1);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!.text);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/candidature?jeton=`);
    expect((await getCandidature(link)).json().data.id).toBe(id);

    // Sending again saves the change, without a second notification or mail.
    const again = await post('/api/candidat', { ...application, presentation: 'Modifiée.' });
    expect(again.statusCode).toBe(201);
    expect((await getCandidature(token)).json().data.presentation).toBe('Modifiée.');
    expect(await notificationsOf(t, recruiter.userId)).toHaveLength(before + 1);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('takes a one-go application; an address already used answers the same and its holder is warned', async () => {
    const email = `direct${Date.now()}@exemple.fr`;
    const sent = await post('/api/candidat', fullApplication(email));
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as number;
    const [row] = await t.database.db.select().from(candidats).where(eq(candidats.id, id));
    expect(row).toMatchObject({ candidature_etape: 'documents', lat: ADRESSE.lat });
    expect(row!.candidature_completed_at).not.toBeNull();
    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation!.subject).toBe('Votre candidature chez Maisonnée');

    const again = await post('/api/candidat', fullApplication(email));
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json().data).sort()).toEqual(Object.keys(sent.json().data).sort());
    // The holder gets the warning, never a link to the second application.
    const [warning] = await mailsTo(email, 2);
    expect(warning!.subject).toMatch(/faite avec votre adresse/);
    expect(warning!.text).not.toMatch(/jeton=/);
    expect((await historyOf(again.json().data.id)).join()).toMatch(/déjà celle d’un compte/);
  });

  it('sends, with a token, an e-mail used by another candidate like any other, warning its holder', async () => {
    const other = await startApplication();
    const { id, application_token: token } = await startApplication();
    const sent = await post(
      '/api/candidat',
      fullApplication(other.body.email, { application_token: token }),
    );
    expect(sent.statusCode).toBe(201);
    expect((await getCandidature(token)).json().data.is_candidature_complete).toBe(true);
    const [warning] = await mailsTo(other.body.email, 1);
    expect(warning!.subject).toMatch(/faite avec votre adresse/);
    expect((await historyOf(id)).join()).toMatch(/déjà celle d’un compte/);
  });
});

describe('the edit link sent by recruitment', () => {
  it('mails a new link with the message and revokes the older ones', async () => {
    const { id, application_token: token, body } = await startApplication();
    const sent = await post(
      '/api/candidats/send-email-edit-candidature',
      { candidat_id: id, message: 'Il manque votre pièce d’identité.' },
      bearer(recruiter.token),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toContain(body.email);
    const [mail] = await mailsTo(body.email);
    expect(mail!.text).toContain('Il manque votre pièce d’identité.');
    expectRefusal(await getCandidature(token), 'CANDIDATURE_LINK_INVALID');
    expect((await getCandidature(linkIn(mail!.text))).statusCode).toBe(200);
  });

  it('is for recruitment only', async () => {
    const { id } = await startApplication();
    const commercial = await createOperator(t, [ROLE.COMMERCIAL]);
    const refused = await post(
      '/api/candidats/send-email-edit-candidature',
      { candidat_id: id },
      bearer(commercial.token),
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await post('/api/candidats/send-email-edit-candidature', { candidat_id: id });
    expect(anonymous.statusCode).toBe(401);
    const missing = await post(
      '/api/candidats/send-email-edit-candidature',
      { candidat_id: 999_999 },
      bearer(recruiter.token),
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('reference lists', () => {
  it('lists the statuses in pipeline order, the finer skills and the extra questions', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(recruiter.token) });
    const statuts = (await get('/api/candidats/candidats-statuts')).json().data;
    expect(statuts[0]).toEqual({ id: 1, libelle: 'Candidature reçue', ordre: 1 });
    expect(statuts.map((s: { ordre: number }) => s.ordre)).toEqual(
      [...statuts.map((s: { ordre: number }) => s.ordre)].sort((a, b) => a - b),
    );
    const competences = (await get('/api/candidats/candidats-competences')).json().data;
    expect(competences).toContainEqual({
      id: 4,
      libelle: 'Aide à la toilette',
      client_besoin_skill_id: 2,
    });
    const infos = (await get('/api/candidats/candidats-infos-supp')).json().data;
    expect(infos).toContainEqual({ id: 1, libelle: 'Permis B', type: 'boolean' });
  });
});
