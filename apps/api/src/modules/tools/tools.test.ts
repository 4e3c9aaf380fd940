import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CIVILITES,
  COMPETENCES,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  FREQUENCE_TYPES,
  INFOS_SUPP,
  ROLE,
  SKILL_IDS,
  SKILLS,
  TRANSPORT_TYPES,
} from '@maisonnee/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appOfTheFile, buildTestApp, madeForEachTest, type TestApp } from '../../../test/helper.ts';
import {
  call,
  clientSession,
  operatorSession,
  type Session,
} from '../../../test/fixtures-devis.ts';

const t = appOfTheFile();
const own = madeForEachTest(async () => ({ client: await clientSession(t) }));

describe('list-options', () => {
  it('answers the reference lists without a token', async () => {
    const response = await call(t, 'GET', '/api/list-options/');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.services.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.frequence_types[0]).toEqual({ id: 1, libelle: 'Toutes les semaines' });
    expect(data.transport_types.map((s: { id: number }) => s.id).sort()).toEqual([1, 2, 3, 5]);
    expect(data.document_types.map((d: { id: number }) => d.id)).not.toContain(5);
    expect(data.civilites).toEqual(['M.', 'Mme']);
    expect(data.infos_supp.length).toBeGreaterThan(0);
  });

  it('serves the domain’s catalogues, not lists of its own', async () => {
    const data = (await call(t, 'GET', '/api/list-options/')).body.data;
    // Built here from packages/domain: if the answer or a catalogue drifts, this fails.
    expect(data.services).toEqual(SKILL_IDS.map((id) => ({ id, libelle: SKILLS[id] })));
    expect(data.frequence_types).toEqual(
      FREQUENCE_TYPES.map((f) => ({ id: f.id, libelle: f.libelle })),
    );
    expect(data.transport_types).toEqual(
      TRANSPORT_TYPES.map((tt) => ({ id: tt.id, label: tt.label, icon: tt.icon })),
    );
    expect(data.document_types).toEqual(
      DOCUMENT_TYPE_IDS.map((id) => ({ id, libelle: DOCUMENT_TYPES[id] })),
    );
    expect(data.civilites).toEqual([...CIVILITES]);
    expect(data.competences).toEqual(
      COMPETENCES.map((c) => ({
        id: c.id,
        libelle: c.libelle,
        client_besoin_skill_id: c.client_besoin_skill_id,
      })),
    );
    expect(data.infos_supp).toEqual(
      INFOS_SUPP.map((i) => ({ id: i.id, libelle: i.libelle, type: i.type })),
    );
    // The two contradictions the issue found: « Non-fumeur » and the fourteen finer skills.
    expect(data.infos_supp.find((i: { id: number }) => i.id === 4)?.libelle).toBe('Non-fumeur');
    expect(data.competences).toHaveLength(14);
    // The same lists as the agents' own calls.
    const agent = await operatorSession(t, [ROLE.RECRUTEMENT]);
    const competences = await call(t, 'GET', '/api/candidats/candidats-competences', agent);
    expect(competences.body.data).toEqual(data.competences);
    const infos = await call(t, 'GET', '/api/candidats/candidats-infos-supp', agent);
    expect(infos.body.data).toEqual(data.infos_supp);
  });
});

describe('tools/create-image-signature', () => {
  it('draws the typed name as a PNG data URL', async () => {
    const response = await call(t, 'POST', '/api/tools/create-image-signature', own.client, {
      text: 'Élise Durand',
    });
    expect(response.status).toBe(200);
    const image: string = response.body.data.image;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(500);
  });

  it('refuses an empty name, and the commercial role', async () => {
    expect(
      (await call(t, 'POST', '/api/tools/create-image-signature', own.client, { text: '  ' }))
        .status,
    ).toBe(400);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    const response = await call(t, 'POST', '/api/tools/create-image-signature', commercial, {
      text: 'Paul',
    });
    expect(response.status).toBe(403);
  });
});

describe('tools/geoloc-by-adresse-api-gouv', () => {
  it('answers null when geocoding is off', async () => {
    const response = await call(
      t,
      'GET',
      '/api/tools/geoloc-by-adresse-api-gouv/8%20rue%20des%20Lilas',
      own.client,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
  });

  describe('with GEOCODER_URL pointing to a BAN stub', () => {
    let stub: Server;
    let seen: string[] = [];
    let g: TestApp;
    let session: Session;

    beforeAll(async () => {
      stub = createServer((request, response) => {
        seen.push(request.url ?? '');
        const url = new URL(request.url ?? '/', 'http://stub');
        response.setHeader('content-type', 'application/json');
        if (url.searchParams.get('q')?.includes('introuvable')) {
          response.end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
          return;
        }
        if (url.searchParams.get('q')?.includes('panne')) {
          response.statusCode = 503;
          response.end('{}');
          return;
        }
        response.end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [2.3589, 48.8556] },
                properties: {
                  label: '12 Rue de Rivoli 75004 Paris',
                  name: '12 Rue de Rivoli',
                  postcode: '75004',
                  city: 'Paris',
                  score: 0.97,
                },
              },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      const { port } = stub.address() as AddressInfo;
      g = await buildTestApp({ geocoderUrl: `http://127.0.0.1:${port}` });
    });
    beforeEach(async () => {
      session = await clientSession(g);
    });
    afterAll(async () => {
      await g.close();
      await new Promise((resolve) => stub.close(resolve));
    });

    it('answers the best BAN match', async () => {
      seen = [];
      const response = await call(
        g,
        'GET',
        `/api/tools/geoloc-by-adresse-api-gouv/${encodeURIComponent('12 rue de Rivoli Paris')}`,
        session,
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        label: '12 Rue de Rivoli 75004 Paris',
        adresse: '12 Rue de Rivoli',
        codep: '75004',
        ville: 'Paris',
        lat: 48.8556,
        lng: 2.3589,
        score: 0.97,
      });
      expect(seen[0]).toBe('/search/?q=12%20rue%20de%20Rivoli%20Paris&limit=5');
    });

    it('answers null when nothing matches or the service fails', async () => {
      for (const address of ['adresse introuvable', 'service en panne']) {
        const response = await call(
          g,
          'GET',
          `/api/tools/geoloc-by-adresse-api-gouv/${encodeURIComponent(address)}`,
          session,
        );
        expect(response.status).toBe(200);
        expect(response.body.data).toBeNull();
      }
    });

    it('needs a signed-in caller', async () => {
      const response = await call(g, 'GET', '/api/tools/geoloc-by-adresse-api-gouv/Paris');
      expect(response.status).toBe(401);
    });
  });
});
