import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import {
  call,
  clientSession,
  devisUrl,
  signDevis,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import { at, setClock, suiteOfTheFile } from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';

/*
 * The agency's lead time before a first visit (issue 24; docs/planning.md, « Délai de
 * prévenance »): `delai_reservation_heures` as the agency set it when the quote is read or signed.
 * Monday 2026-03-02 at 09:20 UTC is 10:20 in Paris; the need's one visit is the next day at 10:30
 * Paris, 24 h 10 min later.
 */

const { t } = suiteOfTheFile();

const TOMORROW_1030 = {
  service: 1,
  frequence: 'ponctuel',
  date: '2026-03-03',
  time_debut: '10:30',
  time_fin: '12:30',
} as const;

describe("the agency's lead time", () => {
  it('flags the first visit within a lead time of 48 h, not within 24 h, and alerts at signing', async () => {
    setClock(t, at('2026-03-02T09:20:00Z'));
    const alice = await clientSession(t);
    await saveRules(t, { delai_reservation_heures: 24 });
    const created = await submitBesoin(t, alice, TOMORROW_1030);
    const screen = async () => {
      const response = await call(t, 'GET', devisUrl(t, created.id, '/1'), alice);
      expect(response.status).toBe(200);
      return response.body.data.devis.demarrage_proche;
    };
    expect(await screen()).toBeNull();

    await saveRules(t, { delai_reservation_heures: 48 });
    expect(await screen()).toEqual({
      premiere_intervention: '2026-03-03T10:30:00.000Z',
      delai_heures: 48,
    });
    expect((await signDevis(t, alice, created.id)).status).toBe(200);
    const tasks = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.devis_id, created.id));
    expect(tasks.map((task) => task.title)).toContain(
      `Démarrage sous 48 h : trouver un intervenant (devis ${created.reference})`,
    );
  });
});
