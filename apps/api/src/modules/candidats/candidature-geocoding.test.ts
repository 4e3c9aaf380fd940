import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { candidats } from '../../db/schema/candidats.ts';

/*
 * The public application with a geocoder (GEOCODER_URL on a BAN stub): an address sent without
 * coordinates is placed by the geocoder; coordinates the candidate placed on the map are kept.
 * And an application that fails half-way leaves nothing behind.
 */

let stub: Server;
let queries: string[] = [];
let t: TestApp;

beforeAll(async () => {
  stub = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://stub').searchParams.get('q') ?? '';
    queries.push(q);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.3729, 48.8556] },
            properties: {
              label: q,
              name: '12 Rue de la Roquette',
              postcode: '75011',
              city: 'Paris',
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await buildTestApp({ geocoderUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

let n = 0;
const identity = () => {
  n += 1;
  return {
    civilite: 'M.',
    nom: 'Bernard',
    prenom: `Hugo${n}`,
    email: `hugo${n}.geo@exemple.fr`,
    mobile: '0611223344',
    date_naissance: '1985-01-20',
    codep: '75011',
    ville: 'Paris',
    services: [1],
    accept_rgpd: true,
  };
};

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function start() {
  const response = await post('/api/candidat/step1', identity());
  return response.json().data.application_token as string;
}

async function candidatCount() {
  const [row] = await t.database.db.select({ n: count() }).from(candidats);
  return row!.n;
}

describe('the address step with a geocoder', () => {
  /** A new application's address step (the geocoder's queries counted from here). */
  async function saveAddress(point: { lat?: number; lng?: number } = {}) {
    const token = await start();
    queries = [];
    return post('/api/candidat/candidature/etape', {
      application_token: token,
      etape: 'adresse',
      adresse: '12 rue de la Roquette',
      codep: '75011',
      ville: 'Paris',
      ...point,
    });
  }

  it('places an address sent without coordinates', async () => {
    const saved = await saveAddress();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ lat: 48.8556, lng: 2.3729 });
    expect(queries).toEqual(['12 rue de la Roquette 75011 Paris']);
  });

  it('keeps the point the candidate placed, without asking the geocoder', async () => {
    const saved = await saveAddress({ lat: 48.86, lng: 2.38 });
    expect(saved.json().data).toMatchObject({ lat: 48.86, lng: 2.38 });
    expect(queries).toEqual([]);
  });
});

describe('an application refused half-way', () => {
  it('saves nothing of a one-go application whose skills do not match its services', async () => {
    const before = await candidatCount();
    const refused = await post('/api/candidat', {
      ...identity(),
      adresse: '12 rue de la Roquette',
      competence_ids: [4],
      disponibilites: [{ day: 2, time_debut: '09:00', time_fin: '12:00' }],
      transport_type_id: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.competence_ids).toMatch(/Aide à la toilette/);
    expect(await candidatCount()).toBe(before);
  });

  it('leaves a started application as it was when its final send is refused', async () => {
    const token = await start();
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/candidat/candidature?token=${token}` })
    ).json().data;
    const refused = await post('/api/candidat', {
      ...identity(),
      application_token: token,
      nom: 'Changé',
      adresse: '12 rue de la Roquette',
      competence_ids: [99],
      transport_type_id: 3,
    });
    expect(refused.statusCode).toBe(400);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/candidat/candidature?token=${token}` })
    ).json().data;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ nom: 'Bernard', is_candidature_complete: false });
  });
});
