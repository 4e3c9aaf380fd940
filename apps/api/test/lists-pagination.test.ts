import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annonces } from '../src/db/schema/annonces.ts';
import { candidats } from '../src/db/schema/candidats.ts';
import { clients } from '../src/db/schema/clients.ts';
import { intervention_avis } from '../src/db/schema/interventions.ts';
import {
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  type OperatorAccount,
} from './fixtures-missions.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from './helper.ts';

/*
 * Lists that grow with an agency's years are paginated or bounded (docs/lists.md): page sizes,
 * the last page, bad page parameters (French 400), and the maps' bound (at most 1,000 markers,
 * `tronque` beyond, the zone on screen). Each file has its own schema, so counts are exact.
 */

let t: TestApp;
let recruiter: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  recruiter = await createOperator(t, [2]);
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(recruiter.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Rows in one statement: PGlite and PostgreSQL both take a thousand values at once. */
function range(count: number) {
  return Array.from({ length: count }, (_, index) => index);
}

/** A corner of the map no other test uses, and the box around it. */
const SPOT = { lat: 43.3, lng: -0.37 };
const BOX = { lat_min: 43.29, lat_max: 43.31, lng_min: -0.38, lng_max: -0.36 };

describe('GET /api/candidats/ (active agents for pick lists)', () => {
  it('pages the active agents by 100, by name, with the total, and refuses a bad page in French', async () => {
    // Only this test's agents are active: the agents other tests made (in any order) are retired.
    await t.database.db.update(candidats).set({ is_active: false });
    await t.database.db.insert(candidats).values(
      range(130).map((index) => ({
        nom: `Liste${String(index).padStart(3, '0')}`,
        prenom: 'Agent',
        candidat_statut_id: CANDIDAT_STATUT.AGENT_ACTIF,
        is_active: true,
      })),
    );
    // Not listed: an applicant and an inactive agent.
    await t.database.db.insert(candidats).values([
      { nom: 'Postulante', prenom: 'Eva', candidat_statut_id: 1, is_active: true },
      {
        nom: 'Ancien',
        prenom: 'Paul',
        candidat_statut_id: CANDIDAT_STATUT.AGENT_ACTIF,
        is_active: false,
      },
    ]);

    const first = await call('GET', '/api/candidats/');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, limit: 100, total: 130 });
    expect(first.body.data.items).toHaveLength(100);
    expect(first.body.data.items[0]).toMatchObject({ nom: 'Liste000', statut: 'Agent actif' });

    const second = await call('GET', '/api/candidats/?page=2');
    expect(second.body.data).toMatchObject({ page: 2, limit: 100, total: 130 });
    const names = [...first.body.data.items, ...second.body.data.items].map(
      (item: { nom: string }) => item.nom,
    );
    expect(names).toEqual(range(130).map((index) => `Liste${String(index).padStart(3, '0')}`));

    const beyond = await call('GET', '/api/candidats/?page=3');
    expect(beyond.body.data).toMatchObject({ items: [], page: 3, total: 130 });

    for (const page of ['0', '-1', 'deux', '1.5', '100001']) {
      const refused = await call('GET', `/api/candidats/?page=${page}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.fields).toHaveProperty(['query.page']);
    }
    const unknown = await call('GET', '/api/candidats/?limit=5000');
    expect(unknown.status).toBe(400);
  });
});

describe('the back-office maps (clients, agents, posts)', () => {
  it('answer at most 1,000 markers and say when more match (tronque)', async () => {
    await t.database.db.insert(clients).values(
      range(1001).map((index) => ({
        nom: `Carte${index}`,
        prenom: 'Client',
        is_active: true,
        lat: SPOT.lat + (index % 100) / 10_000,
        lng: SPOT.lng + Math.floor(index / 100) / 10_000,
      })),
    );
    const all = await call('POST', '/api/clients/maps-positions', {});
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ limit: 1000, tronque: true });
    expect(all.body.data.items).toHaveLength(1000);
    const ids = all.body.data.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // A smaller zone holds fewer than the bound: everything, nothing left out.
    const zone = await call('POST', '/api/clients/maps-positions', {
      bbox: { ...BOX, lat_max: SPOT.lat + 0.00495, lng_max: SPOT.lng + 0.00005 },
    });
    expect(zone.body.data).toMatchObject({ limit: 1000, tronque: false });
    expect(zone.body.data.items).toHaveLength(50);
    for (const item of zone.body.data.items as { lat: number; lng: number }[]) {
      expect(item.lat).toBeLessThanOrEqual(SPOT.lat + 0.00495);
      expect(item.lng).toBeLessThanOrEqual(SPOT.lng + 0.00005);
    }
  });

  it('keep the agents and the posts inside the zone on screen', async () => {
    await t.database.db.insert(candidats).values([
      { nom: 'Dedans', prenom: 'Ana', ...SPOT, is_active: true, candidat_statut_id: 1 },
      {
        nom: 'Dehors',
        prenom: 'Bob',
        lat: 48.85,
        lng: 2.35,
        is_active: true,
        candidat_statut_id: 1,
      },
    ]);
    const agents = await call('POST', '/api/candidat/maps-positions', {
      statut_ids: [],
      bbox: BOX,
    });
    expect(agents.status).toBe(200);
    expect(agents.body.data.tronque).toBe(false);
    expect(agents.body.data.items.map((item: { label: string }) => item.label)).toEqual([
      'Ana Dedans',
    ]);

    await t.database.db.insert(annonces).values([
      { title: 'Ménage à Pau', ...SPOT, is_active: true },
      { title: 'Ménage à Paris', lat: 48.85, lng: 2.35, is_active: true },
    ]);
    const posts = await call('POST', '/api/annonces/maps-positions', { bbox: BOX });
    expect(posts.status).toBe(200);
    expect(posts.body.data).toMatchObject({ limit: 1000, tronque: false });
    expect(posts.body.data.items.map((item: { label: string }) => item.label)).toEqual([
      'Ménage à Pau',
    ]);
  });

  it('refuse a zone whose corners are swapped or off the globe, in French', async () => {
    const swapped = await call('POST', '/api/clients/maps-positions', {
      bbox: { ...BOX, lat_min: BOX.lat_max, lat_max: BOX.lat_min },
    });
    expect(swapped.status).toBe(400);
    expect(JSON.stringify(swapped.body.error)).toContain('coin sud-ouest');
    const offGlobe = await call('POST', '/api/annonces/maps-positions', {
      bbox: { ...BOX, lat_max: 91 },
    });
    expect(offGlobe.status).toBe(400);
    const partial = await call('POST', '/api/candidat/maps-positions', {
      statut_ids: [],
      bbox: { lat_min: 1 },
    });
    expect(partial.status).toBe(400);
  });
});

describe("GET /api/intervention-avis/agent/{id} (an agent's reviews)", () => {
  it('pages the reviews by 20, newest first, the average and count over all of them', async () => {
    const agent = await createAgentAccount(t);
    const client = await createClientAccount(t);
    const start = Date.parse('2025-01-06T08:00:00Z');
    const { interventionIds } = await createMission(
      t,
      { client_id: client.clientId },
      {
        interventions: range(45).map((index) => ({
          date_debut: new Date(start + index * 86_400_000),
          date_fin: new Date(start + index * 86_400_000 + 3 * 3_600_000),
          candidat_id: agent.candidatId,
          statut: 'terminee' as const,
        })),
      },
    );
    // 45 reviews: 44 of 5 stars and, the newest, one of 1 star; two share an instant (ties on id).
    await t.database.db.insert(intervention_avis).values(
      interventionIds.map((interventionId, index) => ({
        intervention_id: interventionId,
        candidat_id: agent.candidatId,
        client_id: client.clientId,
        note: index === 44 ? 1 : 5,
        commentaire: `Avis ${index}`,
        created_at: new Date(start + Math.min(index, 43) * 86_400_000 + 4 * 3_600_000),
      })),
    );
    const url = `/api/intervention-avis/agent/${encrypted(t, agent.candidatId)}`;

    const first = await call('GET', url);
    expect(first.status).toBe(200);
    // (44 × 5 + 1) / 45 = 4.91…: over every review, not the first page.
    expect(first.body.data).toMatchObject({ nb_avis: 45, note_moyenne: 4.9, page: 1, limit: 20 });
    expect(first.body.data.avis).toHaveLength(20);
    expect(first.body.data.avis[0]).toMatchObject({ note: 1, commentaire: 'Avis 44' });
    expect(first.body.data.avis[1]).toMatchObject({ commentaire: 'Avis 43' });

    const pages = [first];
    for (const page of [2, 3]) pages.push(await call('GET', `${url}?page=${page}`));
    expect(pages[2]!.body.data.avis).toHaveLength(5);
    const comments = pages.flatMap((page) =>
      page.body.data.avis.map((avis: { commentaire: string }) => avis.commentaire),
    );
    expect(new Set(comments).size).toBe(45);

    const refused = await call('GET', `${url}?page=0`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty(['query.page']);
  });
});
