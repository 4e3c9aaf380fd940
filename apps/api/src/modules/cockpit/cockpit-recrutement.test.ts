import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidats, contrats_travail } from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createOperator,
  setClock,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { madeForEachTest } from '../../../test/helper.ts';
import { addCockpitTache } from './cockpit.service.ts';

/*
 * The recruitment cockpit (docs/cockpit.md, "The recruitment cockpit"). The test clock starts on
 * Monday 2026-03-02 at 09:00 UTC and is set back there before each test. One database for the
 * file: each test looks only at the tasks of the candidates it made (except the counts, which
 * compare before and after).
 */

const { t, post, get } = suiteOfTheFile({ setClockBeforeEach: true });
const own = madeForEachTest(async () => ({ recruteur: await createOperator(t, [2]) }));
const DAY_MS = 86_400_000;

interface Tache {
  id: number;
  cockpit: string;
  type: string;
  titre: string;
  note: string | null;
  candidat_id: number | null;
  candidat_nom?: string | null;
  liens: { kind: string; id: number; libelle: string }[];
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  echeance: string | null;
  is_traitee: boolean;
  is_cloture_auto: boolean;
}

/** Every task of the recruitment cockpit the caller sees with the filter (all pages). */
async function taches(token: string, filter: object = {}): Promise<Tache[]> {
  const all: Tache[] = [];
  for (let page = 1; page < 100; page += 1) {
    const response = await post(`/api/candidat-cockpit/recrutement?page=${page}`, token, filter);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { items: Tache[]; total: number };
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) break;
  }
  return all;
}

/** The open task of this type about this candidate, if any. */
async function openTache(type: string, candidatId: number, token = own.recruteur.token) {
  const found = (await taches(token, { type })).filter((x) => x.candidat_id === candidatId);
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0];
}

/** The treated (or closed) task of this type about this candidate, if any. */
async function closedTache(type: string, candidatId: number) {
  return (await taches(own.recruteur.token, { type, is_traitee: true })).find(
    (x) => x.candidat_id === candidatId,
  );
}

let seq = 0;
/** A candidate's file straight in the database (the candidats module writes it in the app). */
async function aCandidat(values: Partial<typeof candidats.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(candidats)
    .values({
      nom: `Martin${seq}`,
      prenom: 'Léa',
      civilite: 'Mme',
      email: `candidate-${seq}-${Date.now()}@exemple.fr`,
      candidat_statut_id: 1,
      ...values,
    })
    .returning({ id: candidats.id });
  return row!.id;
}

const setCandidat = (id: number, values: Partial<typeof candidats.$inferInsert>) =>
  t.database.db.update(candidats).set(values).where(eq(candidats.id, id));

/** A document of a candidate, uploaded by `uploadedBy` (null: the public application). */
async function aDocument(candidatId: number, uploadedBy: number | null, createdAt: Date) {
  seq += 1;
  const [row] = await t.database.db
    .insert(documents)
    .values({
      document_type_id: DOCUMENT_TYPE.CV,
      candidat_id: candidatId,
      bucket: 'candidats',
      filename: `cv-${seq}-${Date.now()}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 1000,
      uploaded_by_user_id: uploadedBy,
      created_at: createdAt,
    })
    .returning({ id: documents.id });
  return row!.id;
}

/** A work contract sent to the candidate at `sentAt`. */
async function aContrat(candidatId: number, sentAt: Date) {
  const documentId = await aDocument(candidatId, own.recruteur.userId, sentAt);
  const [row] = await t.database.db
    .insert(contrats_travail)
    .values({
      candidat_id: candidatId,
      type_contrat: 'CDI',
      date_debut: '2026-04-01',
      nb_heures_hebdo: 20,
      taux_horaire_brut: 12.5,
      document_id: documentId,
      unsigned_document_sha256: 'a'.repeat(64),
      sent_at: sentAt,
    })
    .returning({ id: contrats_travail.id });
  return row!.id;
}

const setContrat = (id: number, values: Partial<typeof contrats_travail.$inferInsert>) =>
  t.database.db.update(contrats_travail).set(values).where(eq(contrats_travail.id, id));

const aManager = async (roles: number[]) => {
  const account = await createOperator(t, roles);
  await t.database.db.update(users).set({ role_manager: true }).where(eq(users.id, account.userId));
  return account;
};

describe('who may use the recruitment cockpit', () => {
  it('a recruiter and an administrator read it; commercial, accounting, agents and clients are refused (403), nobody signed in 401', async () => {
    const admin = await createOperator(t, [1]);
    for (const token of [own.recruteur.token, admin.token]) {
      expect((await post('/api/candidat-cockpit/recrutement', token, {})).statusCode).toBe(200);
      expect((await get('/api/candidat-cockpit/recrutement/counts', token)).statusCode).toBe(200);
      expect((await get('/api/candidat-cockpit/equipe', token)).statusCode).toBe(200);
    }
    const outsiders = [
      await createOperator(t, [3]),
      await createOperator(t, [4]),
      await createAgentAccount(t),
      await createClientAccount(t),
    ];
    for (const { token } of outsiders) {
      for (const [url, body] of [
        ['/api/candidat-cockpit/recrutement', {}],
        ['/api/candidat-cockpit/recrutement/affect-tache', { tache_id: 1, user_id: null }],
        ['/api/candidat-cockpit/recrutement/cockpit-note-traitee', { tache_id: 1 }],
        ['/api/candidat-cockpit/recrutement/rouvrir', { tache_id: 1 }],
      ] as const) {
        const response = await post(url, token, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
      for (const url of [
        '/api/candidat-cockpit/recrutement/counts',
        '/api/candidat-cockpit/equipe',
      ])
        expect((await get(url, token)).statusCode, url).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/candidat-cockpit/recrutement',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('tasks derived from the candidates', () => {
  it('a complete application still at "Candidature reçue" is a new application, with the name and a link to the file; it closes once the status moves and opens again if it comes back', async () => {
    const incomplete = await aCandidat({ candidature_etape: 'adresse' });
    const complete = await aCandidat({
      prenom: 'Inès',
      nom: 'Garnier',
      candidature_completed_at: at('2026-03-01T18:00:00Z'),
    });
    expect(await openTache('candidature_recue', incomplete)).toBeUndefined();

    const tache = (await openTache('candidature_recue', complete))!;
    expect(tache).toMatchObject({
      cockpit: 'recrutement',
      type: 'candidature_recue',
      candidat_nom: 'Inès Garnier',
      titre: 'Nouvelle candidature : Inès Garnier',
      echeance: '2026-03-02T18:00:00.000Z',
      is_traitee: false,
    });
    expect(tache.liens).toEqual([{ kind: 'candidat', id: complete, libelle: 'Fiche du candidat' }]);
    // Read again: still one task.
    expect((await openTache('candidature_recue', complete))!.id).toBe(tache.id);

    await setCandidat(complete, { candidat_statut_id: 2 });
    expect(await openTache('candidature_recue', complete)).toBeUndefined();
    expect(await closedTache('candidature_recue', complete)).toMatchObject({
      id: tache.id,
      is_traitee: true,
      is_cloture_auto: true,
    });

    await setCandidat(complete, { candidat_statut_id: 1 });
    expect((await openTache('candidature_recue', complete))!.id).toBe(tache.id);
  });

  it('documents the candidate sent since the last check are to verify; not those the agency filed, nor an agent’s; checked, the task closes; a new one opens it again', async () => {
    const candidat = await aCandidat({ candidat_statut_id: 2 });
    await aDocument(candidat, own.recruteur.userId, at('2026-02-27T10:00:00Z'));
    expect(await openTache('documents_a_verifier', candidat)).toBeUndefined();

    await aDocument(candidat, null, at('2026-02-28T10:00:00Z'));
    const tache = (await openTache('documents_a_verifier', candidat))!;
    expect(tache.titre).toContain('Vérifier les documents');
    expect(tache.note).toContain('1 document envoyé par le candidat le 28/02/2026');
    expect(tache.liens).toContainEqual(expect.objectContaining({ kind: 'candidat', id: candidat }));

    // A second one sent from the candidate's own account (an agent's role, not the back office).
    const ownAccount = await createAgentAccount(t, { statut: 2 });
    await aDocument(candidat, ownAccount.userId, at('2026-03-01T10:00:00Z'));
    expect((await openTache('documents_a_verifier', candidat))!.note).toContain(
      '2 documents envoyés par le candidat du 28/02/2026 au 01/03/2026',
    );

    await setCandidat(candidat, { documents_verifies_at: at('2026-03-02T08:00:00Z') });
    expect(await openTache('documents_a_verifier', candidat)).toBeUndefined();
    expect(await closedTache('documents_a_verifier', candidat)).toMatchObject({
      id: tache.id,
      is_cloture_auto: true,
    });

    await aDocument(candidat, null, at('2026-03-02T08:30:00Z'));
    expect((await openTache('documents_a_verifier', candidat))!.id).toBe(tache.id);

    // Once an agent, their documents are no longer a recruitment task.
    await setCandidat(candidat, { candidat_statut_id: 6 });
    expect(await openTache('documents_a_verifier', candidat)).toBeUndefined();
  });

  it('a planned interview is a task due at the interview, gone once the status moves on', async () => {
    const sansDate = await aCandidat({ candidat_statut_id: 3 });
    const candidat = await aCandidat({
      candidat_statut_id: 3,
      entretien_at: at('2026-03-04T13:30:00Z'),
    });
    expect(await openTache('entretien', sansDate)).toBeUndefined();
    const tache = (await openTache('entretien', candidat))!;
    expect(tache.echeance).toBe('2026-03-04T13:30:00.000Z');
    expect(tache.note).toBe('Entretien prévu le 4 mars 2026 à 14:30.');

    await setCandidat(candidat, { entretien_at: at('2026-03-05T08:00:00Z') });
    expect((await openTache('entretien', candidat))!.echeance).toBe('2026-03-05T08:00:00.000Z');

    await setCandidat(candidat, { candidat_statut_id: 5 });
    expect(await openTache('entretien', candidat)).toBeUndefined();
    expect(await closedTache('entretien', candidat)).toMatchObject({ is_cloture_auto: true });
  });

  it('what a person wrote when treating a derived task stays when the data changes its text', async () => {
    const candidat = await aCandidat({
      candidat_statut_id: 3,
      entretien_at: at('2026-03-04T13:30:00Z'),
    });
    const tache = (await openTache('entretien', candidat))!;
    const treated = await post(
      '/api/candidat-cockpit/recrutement/cockpit-note-traitee',
      own.recruteur.token,
      { tache_id: tache.id, note: 'Salle réservée.' },
    );
    expect(treated.statusCode).toBe(200);
    await setCandidat(candidat, { entretien_at: at('2026-03-06T09:00:00Z') });
    const after = (await closedTache('entretien', candidat))!;
    expect(after).toMatchObject({ id: tache.id, is_traitee: true, is_cloture_auto: false });
    expect(after.note).toBe(
      'Entretien prévu le 6 mars 2026 à 10:00.\nTraitement : Salle réservée.',
    );
  });

  it('a contract unsigned CONTRAT_RELANCE_JOURS days after it was sent is to follow up; signed by the candidate, it is to countersign; countersigned, nothing is left', async () => {
    const candidat = await aCandidat({ candidat_statut_id: 5 });
    const contrat = await aContrat(candidat, at('2026-03-01T09:00:00Z'));
    expect(await openTache('contrat_non_signe', candidat)).toBeUndefined();

    setClock(t, at('2026-03-04T09:00:00Z'));
    own.recruteur = await createOperator(t, [2]); // signed in again: the first session has expired
    const relance = (await openTache('contrat_non_signe', candidat))!;
    expect(relance.note).toContain('non signé depuis 3 jours');
    expect(relance.echeance).toBe('2026-03-04T09:00:00.000Z');

    await setContrat(contrat, { statut: 'signe_agent', signed_at: at('2026-03-04T10:00:00Z') });
    expect(await openTache('contrat_non_signe', candidat)).toBeUndefined();
    expect(await closedTache('contrat_non_signe', candidat)).toMatchObject({
      id: relance.id,
      is_cloture_auto: true,
    });
    const contresigner = (await openTache('contrat_a_contresigner', candidat))!;
    expect(contresigner.titre).toContain('Contresigner le contrat');
    expect(contresigner.echeance).toBe('2026-03-04T10:00:00.000Z');

    await setContrat(contrat, {
      statut: 'contresigne',
      countersigned_at: at('2026-03-04T11:00:00Z'),
    });
    await setCandidat(candidat, { candidat_statut_id: 6 });
    expect(await openTache('contrat_a_contresigner', candidat)).toBeUndefined();
    expect(await openTache('contrat_non_signe', candidat)).toBeUndefined();
  });

  it('a cancelled contract is no longer followed up', async () => {
    const candidat = await aCandidat({ candidat_statut_id: 5 });
    const contrat = await aContrat(candidat, at('2026-02-20T09:00:00Z'));
    expect(await openTache('contrat_non_signe', candidat)).toBeDefined();
    await setContrat(contrat, { statut: 'annule', cancelled_at: at('2026-03-02T08:00:00Z') });
    expect(await openTache('contrat_non_signe', candidat)).toBeUndefined();
  });
});

describe('event tasks', () => {
  it('a task another module adds with kind recrutement (interest in an announcement) shows here, not in the commercial cockpit', async () => {
    const candidat = await aCandidat({ candidat_statut_id: 6, prenom: 'Yanis', nom: 'Robert' });
    const id = await addCockpitTache(t.database.db, {
      kind: 'recrutement',
      type: 'interet_annonce',
      candidat_id: candidat,
      title: 'Intérêt pour l’annonce « Ménage à Vincennes »',
      note: 'Disponible le mardi matin.',
    });
    const tache = (await openTache('interet_annonce', candidat))!;
    expect(tache).toMatchObject({
      id,
      titre: 'Intérêt pour l’annonce « Ménage à Vincennes »',
      candidat_nom: 'Yanis Robert',
      type_label: 'Intérêt pour une annonce',
    });
    const commercial = await createOperator(t, [3]);
    const response = await post('/api/client-cockpit/commercial', commercial.token, {
      type: 'interet_annonce',
    });
    const items = response.json().data.items as Tache[];
    expect(items.some((x) => x.id === id)).toBe(false);
  });
});

describe('a derived task added by a module', () => {
  it('merges with the task the cockpit derives for the same candidate', async () => {
    const candidat = await aCandidat({ candidature_completed_at: at('2026-03-01T10:00:00Z') });
    const id = await addCockpitTache(t.database.db, {
      kind: 'recrutement',
      type: 'candidature_recue',
      candidat_id: candidat,
      title: 'Nouvelle candidature',
    });
    expect((await openTache('candidature_recue', candidat))!.id).toBe(id);
  });
});

describe('assignment within the recruitment team', () => {
  it('a recruiter gives a task to a colleague or an administrator, or frees it; not to a commercial operator, a closed account or an unknown user (400); unknown or commercial tasks are 404', async () => {
    const candidat = await aCandidat({ candidature_completed_at: at('2026-03-01T10:00:00Z') });
    const tache = (await openTache('candidature_recue', candidat))!;
    const colleague = await createOperator(t, [2]);
    const admin = await createOperator(t, [1]);
    const affect = (tacheId: number, userId: number | null, token = own.recruteur.token) =>
      post('/api/candidat-cockpit/recrutement/affect-tache', token, {
        tache_id: tacheId,
        user_id: userId,
      });

    const commercial = await createOperator(t, [3]);
    const closed = await createOperator(t, [2]);
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, closed.userId));
    for (const outsider of [commercial.userId, closed.userId, 999_999]) {
      const refused = await affect(tache.id, outsider);
      expect(refused.statusCode, String(outsider)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      expect(refused.json().error.message).toBe(
        "Une tâche du cockpit recrutement se confie à un membre actif de l'équipe recrutement.",
      );
      expect(refused.json().error.fields.user_id).toBe(
        "Cet utilisateur n'est pas un membre actif de l'équipe recrutement.",
      );
    }

    const given = await affect(tache.id, admin.userId);
    expect(given.statusCode).toBe(200);
    expect(given.json().data.assigned_user_id).toBe(admin.userId);
    expect(given.json().data.assigned_user_name).toEqual(expect.any(String));

    // Held by an administrator: the recruiter (not a manager) can no longer move it.
    const taken = await affect(tache.id, colleague.userId);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error.message).toContain('confiée à un autre membre');
    expect(await openTache('candidature_recue', candidat)).toBeUndefined();
    // The administrator sees it and moves it.
    expect((await openTache('candidature_recue', candidat, admin.token))!.assigned_user_id).toBe(
      admin.userId,
    );
    expect((await affect(tache.id, colleague.userId, admin.token)).statusCode).toBe(200);
    const freed = await affect(tache.id, null, colleague.token);
    expect(freed.statusCode).toBe(200);
    expect(freed.json().data.assigned_user_id).toBeNull();

    expect((await affect(999_999, null)).statusCode).toBe(404);
    const commercialTache = await addCockpitTache(t.database.db, {
      kind: 'commercial',
      title: 'Rappeler',
    });
    const notHere = await affect(commercialTache, null);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().error.message).toBe('Tâche introuvable.');
  });

  it('lists the active administrators and recruiters to give a task to; not commercial or accounting only, nor closed accounts', async () => {
    const manager = await aManager([2]);
    const admin = await createOperator(t, [1]);
    const commercial = await createOperator(t, [3]);
    const comptable = await createOperator(t, [4]);
    const closed = await createOperator(t, [2]);
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, closed.userId));
    const response = await get('/api/candidat-cockpit/equipe', own.recruteur.token);
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      (response.json().data as { id: number; roles: number[]; is_manager: boolean }[]).map((m) => [
        m.id,
        m,
      ]),
    );
    expect(byId.get(own.recruteur.userId)).toMatchObject({ roles: [2], is_manager: false });
    expect(byId.get(manager.userId)).toMatchObject({ roles: [2], is_manager: true });
    expect(byId.get(admin.userId)).toMatchObject({ roles: [1] });
    for (const outsider of [commercial, comptable, closed])
      expect(byId.has(outsider.userId)).toBe(false);
  });
});

describe('treating and opening again', () => {
  it('a task treated with a note leaves the open list, keeps the note and stays treated while its condition holds; opened again it is back', async () => {
    const candidat = await aCandidat({ candidature_completed_at: at('2026-03-01T10:00:00Z') });
    const tache = (await openTache('candidature_recue', candidat))!;
    const treated = await post(
      '/api/candidat-cockpit/recrutement/cockpit-note-traitee',
      own.recruteur.token,
      { tache_id: tache.id, note: 'Appelée, entretien à fixer.' },
    );
    expect(treated.statusCode).toBe(200);
    expect(treated.json().data).toMatchObject({ is_traitee: true, is_cloture_auto: false });
    expect(treated.json().data.note).toContain('Traitement : Appelée, entretien à fixer.');
    expect(await openTache('candidature_recue', candidat)).toBeUndefined();
    expect(await closedTache('candidature_recue', candidat)).toMatchObject({
      id: tache.id,
      is_cloture_auto: false,
    });

    const reopened = await post('/api/candidat-cockpit/recrutement/rouvrir', own.recruteur.token, {
      tache_id: tache.id,
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.is_traitee).toBe(false);
    expect(reopened.json().data.note).toContain('Traitement : Appelée');
    expect((await openTache('candidature_recue', candidat))!.id).toBe(tache.id);
  });

  it('a task the cockpit closed by itself is not opened again by hand (409); an unknown one is 404', async () => {
    const candidat = await aCandidat({ candidature_completed_at: at('2026-03-01T10:00:00Z') });
    const tache = (await openTache('candidature_recue', candidat))!;
    await setCandidat(candidat, { candidat_statut_id: 8 });
    expect(await openTache('candidature_recue', candidat)).toBeUndefined();
    const refused = await post('/api/candidat-cockpit/recrutement/rouvrir', own.recruteur.token, {
      tache_id: tache.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(refused.json().error.message).toContain('close d’elle-même');
    const unknown = await post('/api/candidat-cockpit/recrutement/rouvrir', own.recruteur.token, {
      tache_id: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('counts and pages', () => {
  it('counts the open tasks the caller sees: in all, theirs, nobody’s, by type', async () => {
    const counts = async () => {
      const response = await get('/api/candidat-cockpit/recrutement/counts', own.recruteur.token);
      expect(response.statusCode).toBe(200);
      return response.json().data as {
        ouvertes: number;
        mes_taches: number;
        non_affectees: number;
        par_type: Record<string, number>;
      };
    };
    const before = await counts();
    const a = await aCandidat({ candidature_completed_at: at('2026-03-01T10:00:00Z') });
    await aCandidat({ candidat_statut_id: 3, entretien_at: at('2026-03-03T10:00:00Z') });
    const colleague = await createOperator(t, [2]);
    const b = await aCandidat({ candidature_completed_at: at('2026-03-01T11:00:00Z') });
    const tacheA = (await openTache('candidature_recue', a))!;
    const tacheB = (await openTache('candidature_recue', b))!;
    const affect = (id: number, userId: number) =>
      post('/api/candidat-cockpit/recrutement/affect-tache', own.recruteur.token, {
        tache_id: id,
        user_id: userId,
      });
    expect((await affect(tacheA.id, own.recruteur.userId)).statusCode).toBe(200);
    // Given to a colleague: the recruiter (not a manager) no longer sees it.
    expect((await affect(tacheB.id, colleague.userId)).statusCode).toBe(200);

    const after = await counts();
    expect(after.ouvertes - before.ouvertes).toBe(2);
    expect(after.mes_taches - before.mes_taches).toBe(1);
    expect(after.non_affectees - before.non_affectees).toBe(1);
    expect(after.par_type.candidature_recue! - before.par_type.candidature_recue!).toBe(1);
    expect(after.par_type.entretien! - before.par_type.entretien!).toBe(1);
    expect(after.par_type.devis_non_signe).toBe(0);

    const mine = await taches(own.recruteur.token, { mine: true });
    expect(mine.map((x) => x.id)).toContain(tacheA.id);
    expect(mine.every((x) => x.assigned_user_id === own.recruteur.userId)).toBe(true);
  });

  it('gives 20 tasks a page, nearest due first, without overlap between pages', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1)
      ids.push(
        await aCandidat({
          candidature_completed_at: new Date(at('2026-01-01T10:00:00Z').getTime() + i * DAY_MS),
        }),
      );
    const page = async (n: number) => {
      const response = await post(
        `/api/candidat-cockpit/recrutement?page=${n}`,
        own.recruteur.token,
        {
          type: 'candidature_recue',
        },
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as { items: Tache[]; total: number; limit: number; page: number };
    };
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ page: 1, limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(second.items.length).toBe(Math.min(20, first.total - 20));
    const firstIds = new Set(first.items.map((x) => x.id));
    expect(second.items.some((x) => firstIds.has(x.id))).toBe(false);
    const dues = [...first.items, ...second.items].map((x) => x.echeance!);
    expect(dues).toEqual([...dues].sort());
    // These applications are the oldest of the file: the first page starts with them.
    expect(first.items[0]!.candidat_id).toBe(ids[0]);
  });
});
