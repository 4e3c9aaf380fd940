import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commentaires } from '../../db/schema/commentaires.ts';
import {
  clientSession,
  devisRow,
  devisUrl,
  draftedLibreDevis,
  signDevis,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import {
  at,
  createAgentAccount,
  createOperator,
  expectRefusal,
  setClock,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { bearer, madeForEachTest, signIn } from '../../../test/helper.ts';

/*
 * POST /api/devis/refuse (docs/devis.md): the agency marks a quote refused by the client. The test
 * clock starts on Monday 2026-03-02 at 09:00 UTC and is set back there before each test.
 */

const { t, post } = suiteOfTheFile({ setClockBeforeEach: true });
const own = madeForEachTest(async () => ({ operator: await createOperator(t, [3]) }));
const refuseCall = (token: string, devisId: number, motif?: string) =>
  post(
    '/api/devis/refuse',
    token,
    motif === undefined ? { devis_id: devisId } : { devis_id: devisId, motif },
  );

interface Tache {
  type: string;
  devis_id: number | null;
}

/** The open commercial cockpit tasks of a quote (first pages are enough for one test's quote). */
async function tachesOfDevis(token: string, devisId: number): Promise<string[]> {
  const types: string[] = [];
  for (let page = 1; page < 50; page += 1) {
    const response = await post(`/api/client-cockpit/commercial?page=${page}`, token, {});
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { items: Tache[]; total: number };
    types.push(...data.items.filter((x) => x.devis_id === devisId).map((x) => x.type));
    if (data.items.length === 0 || page * 20 >= data.total) break;
  }
  return types;
}

describe('marking a quote refused', () => {
  it('a quote unsigned for a week is refused with a reason: statut refuse, the follow-up task is gone, the reason is on the client file, it can no longer be signed', async () => {
    const session = await clientSession(t);
    const devis = await submitBesoin(t, session);
    setClock(t, at('2026-03-09T09:30:00Z'));
    own.operator = await createOperator(t, [3]);
    session.token = (await signIn(t, session.email)).access_token;
    expect(await tachesOfDevis(own.operator.token, devis.id)).toEqual(['devis_non_signe']);

    const refused = await refuseCall(
      own.operator.token,
      devis.id,
      'Le client a choisi une autre agence.',
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ id: devis.id, statut: 'refuse' });
    expect((await devisRow(t, devis.id)).statut).toBe('refuse');
    expect(await tachesOfDevis(own.operator.token, devis.id)).toEqual([]);

    const notes = await t.database.db
      .select({ texte: commentaires.commentaire, auteur: commentaires.author_user_id })
      .from(commentaires)
      .where(eq(commentaires.client_id, session.clientId));
    expect(notes).toEqual([
      {
        texte: `Devis ${devis.reference} refusé : Le client a choisi une autre agence.`,
        auteur: own.operator.userId,
      },
    ]);

    // The client sees it refused and can no longer sign it; refusing it again is refused.
    const seen = await t.app.inject({
      method: 'GET',
      url: devisUrl(t, devis.id),
      headers: bearer(session.token),
    });
    expect(seen.json().data.statut).toBe('refuse');
    expectRefusal(await signDevis(t, session, devis.id), 'DEVIS_REFUSED');
    const again = await refuseCall(own.operator.token, devis.id);
    expect(expectRefusal(again, 'DEVIS_REFUSED').message).toBe('Ce devis est déjà marqué refusé.');
  });

  it('a draft and an expired quote can be refused (without a reason)', async () => {
    const session = await clientSession(t);
    const draftId = await draftedLibreDevis(t, own.operator.token, session.clientId);
    const refusedDraft = await refuseCall(own.operator.token, draftId);
    expect(refusedDraft.statusCode).toBe(200);
    expect(refusedDraft.json().data.statut).toBe('refuse');

    const sent = await submitBesoin(t, session);
    setClock(t, at('2026-04-10T09:00:00Z'));
    own.operator = await createOperator(t, [3]);
    expect((await devisRow(t, sent.id)).expires_at!.getTime()).toBeLessThan(
      at('2026-04-10T09:00:00Z').getTime(),
    );
    const refusedExpired = await refuseCall(own.operator.token, sent.id);
    expect(refusedExpired.statusCode).toBe(200);
    expect(refusedExpired.json().data.statut).toBe('refuse');
  });

  it('a signed quote answers 409 ALREADY_SIGNED, a deleted or unknown one 404, and nothing changes', async () => {
    const session = await clientSession(t);
    const signed = await submitBesoin(t, session);
    expect((await signDevis(t, session, signed.id)).status).toBe(200);
    const refusal = expectRefusal(
      await refuseCall(own.operator.token, signed.id),
      'ALREADY_SIGNED',
    );
    expect(refusal.message).toBe('Ce devis est déjà signé : il ne peut pas être refusé.');
    expect((await devisRow(t, signed.id)).statut).toBe('signe');

    const other = await submitBesoin(t, session, {
      service: 1,
      frequence: 'ponctuel',
      date: '2026-03-11',
      time_debut: '09:00',
      time_fin: '12:00',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: devisUrl(t, other.id).replace('/api/devis/', '/api/devis/delete/'),
      headers: bearer(own.operator.token),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await refuseCall(own.operator.token, other.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Devis introuvable.');
    expect((await devisRow(t, other.id)).statut).toBe('annule');

    const unknown = await refuseCall(own.operator.token, 987_654);
    expect(unknown.statusCode).toBe(404);
  });

  it('recruitment, accounting, agents and the client themselves are refused (403); the quote stays as it was', async () => {
    const session = await clientSession(t);
    const devis = await submitBesoin(t, session);
    const agent = await createAgentAccount(t);
    const tokens = [
      (await createOperator(t, [2])).token,
      (await createOperator(t, [4])).token,
      agent.token,
      session.token,
    ];
    for (const token of tokens) {
      const response = await refuseCall(token, devis.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await devisRow(t, devis.id)).statut).toBe('en_attente_signature');
  });
});
