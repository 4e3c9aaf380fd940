import { describe, expect, it } from 'vitest';
import { clientSession, submitBesoin } from '../../../test/fixtures-devis.ts';
import { at, createOperator, setClock, suiteOfTheFile } from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';

/*
 * The agency's reminder delays in the commercial cockpit (issue 24, docs/cockpit.md): a quote sent
 * and still unsigned becomes a quote to follow up after `relance_devis_jours` days, as the agency
 * set them when the cockpit is read. The clock starts on Monday 2026-03-02 at 09:00 UTC.
 */

const { t, post } = suiteOfTheFile({
  app: { accessTokenTtlSeconds: 30 * 86_400 },
  setClockBeforeEach: true,
});

interface Tache {
  type: string;
  devis_id: number | null;
  echeance: string | null;
}

/** The open tasks about this quote, as a commercial reads the cockpit. */
async function tasksOf(token: string, devisId: number): Promise<Tache[]> {
  const all: Tache[] = [];
  for (let page = 1; page < 50; page += 1) {
    const response = await post(`/api/client-cockpit/commercial?page=${page}`, token, {});
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { items: Tache[]; total: number };
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) break;
  }
  return all.filter((x) => x.devis_id === devisId);
}

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
