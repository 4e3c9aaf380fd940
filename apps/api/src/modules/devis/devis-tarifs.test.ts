import { DEFAULT_PRICE_GRID } from '@maisonnee/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearGrids, gridWith, saveGrid } from '../../../test/fixtures-agency.ts';
import {
  call,
  devisSuite,
  devisUrl,
  LIBRE_LIGNE,
  RECURRING_BESOIN,
  signDevis,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import { createMission } from '../../../test/fixtures-missions.ts';
import { createDraftsService } from '../facturation/factures-drafts.ts';

/*
 * Issue 24, point 2: the agency's dated price grid prices new estimates and quotes from its first
 * day; a quote keeps the prices it was made with, through its signature and its invoices; the
 * grid in force and the next one are public. The test clock stands on Monday 2026-03-02.
 * RECURRING_BESOIN is skill 4: 5 weekday hours and 2.5 Saturday hours a week.
 */

const { t, own } = devisSuite();
beforeEach(() => clearGrids(t));

/** Skill 4 recurring at 26 € on weekdays and 33 € at weekends: 5 × 26 + 2.5 × 33 = 212.50 €. */
const NEW_GRID = gridWith(4, 'recurrent', { semaine: 26, weekend: 33 });

describe('a new price grid', () => {
  it('prices the quotes made from its first day while a quote made before keeps its prices', async () => {
    const before = await submitBesoin(t, own.alice);
    expect(before.montant_ttc).toBe(195);

    await saveGrid(t, '2026-03-01', NEW_GRID);
    const after = await submitBesoin(t, own.bob);
    expect(after.montant_ttc).toBe(212.5);
    const afterDto = (await call(t, 'GET', devisUrl(t, after.id), own.bob)).body.data;
    expect(afterDto.devis_details[0]).toMatchObject({
      prix_horaire_ttc: 26,
      prix_horaire_weekend_ttc: 33,
    });

    // Signed after the change: still the prices it was made with.
    expect((await signDevis(t, own.alice, before.id)).status).toBe(200);
    const beforeDto = (await call(t, 'GET', devisUrl(t, before.id), own.alice)).body.data;
    expect(beforeDto).toMatchObject({ statut: 'signe', montant_ttc: 195 });
    expect(beforeDto.devis_details[0]).toMatchObject({
      prix_horaire_ttc: 24,
      prix_horaire_weekend_ttc: 30,
    });

    // Invoiced at the quote's prices; hours of a mission without a quote at the grid's.
    const quoted = await createMission(t, {
      client_id: own.alice.clientId,
      client_besoin_skill_id: 4,
      devis_id: before.id,
    });
    const unquoted = await createMission(t, {
      client_id: own.alice.clientId,
      client_besoin_skill_id: 4,
    });
    const line = { date: '2026-03-03', minutes: 120, candidatId: null, agentNom: null };
    const [draft] = await createDraftsService({ db: t.database.db }).draftsOfMonth('2026-03', [
      {
        ...line,
        releveId: 1,
        interventionId: 1,
        missionId: quoted.missionId,
        clientId: own.alice.clientId,
      },
      {
        ...line,
        releveId: 2,
        interventionId: 2,
        missionId: unquoted.missionId,
        clientId: own.alice.clientId,
      },
    ]);
    expect(draft!.lignes.map((l) => l.prix_unitaire_ttc)).toEqual([24, 26]);
  });

  it('waits for its first day: a grid of tomorrow does not price today', async () => {
    await saveGrid(t, '2026-03-03', NEW_GRID);
    expect((await submitBesoin(t, own.alice)).montant_ttc).toBe(195);
  });

  it('prices the live estimate of the need form', async () => {
    await saveGrid(t, '2026-02-15', NEW_GRID);
    const response = await call(t, 'POST', '/api/client/devis', own.alice, {
      client_id: own.alice.clientId,
      ...RECURRING_BESOIN,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      prix_horaire_ttc: 26,
      prix_horaire_weekend_ttc: 33,
      montant_ttc: 212.5,
    });
  });

  it('prices the empty prices of a free-form quote, typed prices staying as typed', async () => {
    await saveGrid(t, '2026-03-02', gridWith(1, 'ponctuel', { semaine: 32, weekend: 40 }));
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [LIBRE_LIGNE, { ...LIBRE_LIGNE, prix_horaire_weekend_ttc: 45 }],
    });
    expect(created.status).toBe(201);
    expect(
      created.body.data.devis_details.map(
        (d: { prix_horaire_weekend_ttc: number }) => d.prix_horaire_weekend_ttc,
      ),
    ).toEqual([40, 45]);
    expect(created.body.data.montant_ttc).toBe(4 * 40 + 4 * 45);
  });
});

describe('GET /api/tarifs', () => {
  it('answers anyone the specification’s prices while no grid is saved', async () => {
    const response = await call(t, 'GET', '/api/tarifs');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      effective_from: null,
      grid: JSON.parse(JSON.stringify(DEFAULT_PRICE_GRID)),
      prochaine: null,
    });
  });

  it('answers the grid in force today and the next one scheduled', async () => {
    await saveGrid(t, '2026-01-01', gridWith(1, 'recurrent', { semaine: 25, weekend: 31 }));
    await saveGrid(t, '2026-03-01', NEW_GRID);
    const next = gridWith(4, 'recurrent', { semaine: 27, weekend: 34 });
    await saveGrid(t, '2026-04-01', next);
    await saveGrid(t, '2026-05-01', DEFAULT_PRICE_GRID);
    const response = await call(t, 'GET', '/api/tarifs');
    expect(response.status).toBe(200);
    expect(response.body.data.effective_from).toBe('2026-03-01');
    expect(response.body.data.grid['4'].recurrent).toEqual({ semaine: 26, weekend: 33 });
    expect(response.body.data.prochaine.effective_from).toBe('2026-04-01');
    expect(response.body.data.prochaine.grid['4'].recurrent).toEqual({ semaine: 27, weekend: 34 });
  });
});
