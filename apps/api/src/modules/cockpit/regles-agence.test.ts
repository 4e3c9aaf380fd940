import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { candidats, contrats_travail } from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';
import { clientSession, submitBesoin } from '../../../test/fixtures-devis.ts';
import { at, createOperator, setClock, suiteOfTheFile } from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';

/*
 * The agency's reminder delays in the cockpits (issue 24, docs/cockpit.md): a quote sent and still
 * unsigned becomes a quote to follow up after `relance_devis_jours` days, a work contract after
 * `relance_contrat_jours` days, as the agency set them when the cockpit is read. The clock starts
 * on Monday 2026-03-02 at 09:00 UTC.
 */

const { t, post } = suiteOfTheFile({
  app: { accessTokenTtlSeconds: 30 * 86_400 },
  setClockBeforeEach: true,
});

interface Tache {
  type: string;
  devis_id: number | null;
  candidat_id: number | null;
  echeance: string | null;
}

/** The open tasks of a cockpit (`commercial`: client-cockpit; `recrutement`: candidat-cockpit). */
async function openTasks(token: string, cockpit: 'client' | 'candidat'): Promise<Tache[]> {
  const path =
    cockpit === 'client' ? '/api/client-cockpit/commercial' : '/api/candidat-cockpit/recrutement';
  const all: Tache[] = [];
  for (let page = 1; page < 50; page += 1) {
    const response = await post(`${path}?page=${page}`, token, {});
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { items: Tache[]; total: number };
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) break;
  }
  return all;
}

/** The open tasks about this quote, as a commercial reads the cockpit. */
const tasksOf = async (token: string, devisId: number) =>
  (await openTasks(token, 'client')).filter((x) => x.devis_id === devisId);

describe("the agency's quote reminder delay", () => {
  it('asks to follow a quote up after the days the agency set, not the former 7', async () => {
    const operator = await createOperator(t, [3]);
    const devis = await submitBesoin(t, await clientSession(t));
    // Three days and a half after the quote was sent.
    setClock(t, at('2026-03-05T21:00:00Z'));

    await saveRules(t, { relance_devis_jours: 7 });
    expect((await tasksOf(operator.token, devis.id)).map((x) => x.type)).toEqual([
      'nouveau_besoin',
    ]);

    await saveRules(t, { relance_devis_jours: 3 });
    expect(await tasksOf(operator.token, devis.id)).toEqual([
      expect.objectContaining({
        type: 'devis_non_signe',
        echeance: '2026-03-05T09:00:00.000Z',
      }),
    ]);
  });
});

describe("the agency's contract reminder delay", () => {
  /** A candidate and the work contract `sentBy` sent them at `sentAt`, straight in the database. */
  async function aContractSent(sentAt: Date, sentBy: number) {
    const db = t.database.db;
    const [candidat] = await db
      .insert(candidats)
      .values({
        nom: 'Martin',
        prenom: 'Léa',
        civilite: 'Mme',
        email: `contrat-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`,
        candidat_statut_id: 5,
      })
      .returning({ id: candidats.id });
    const [document] = await db
      .insert(documents)
      .values({
        document_type_id: DOCUMENT_TYPE.CV,
        candidat_id: candidat!.id,
        bucket: 'candidats',
        filename: `contrat-${candidat!.id}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 1000,
        // Uploaded by the agency: not a document for the recruiters to check.
        uploaded_by_user_id: sentBy,
        created_at: sentAt,
      })
      .returning({ id: documents.id });
    await db.insert(contrats_travail).values({
      candidat_id: candidat!.id,
      type_contrat: 'CDI',
      date_debut: '2026-04-01',
      nb_heures_hebdo: 20,
      taux_horaire_brut: 12.5,
      document_id: document!.id,
      unsigned_document_sha256: 'a'.repeat(64),
      sent_at: sentAt,
    });
    return candidat!.id;
  }

  it('asks to follow a contract up after the days the agency set, not the former 3', async () => {
    const recruteur = await createOperator(t, [2]);
    const candidatId = await aContractSent(at('2026-02-27T09:00:00Z'), recruteur.userId);
    const types = async () =>
      (await openTasks(recruteur.token, 'candidat'))
        .filter((x) => x.candidat_id === candidatId)
        .map((x) => x.type);

    // Three days after it was sent.
    await saveRules(t, { relance_contrat_jours: 5 });
    expect(await types()).toEqual([]);
    await saveRules(t, { relance_contrat_jours: 2 });
    expect(await types()).toEqual(['contrat_non_signe']);
  });
});
