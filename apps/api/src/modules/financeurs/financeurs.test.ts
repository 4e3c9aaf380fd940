import { ROLE } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { mutuelles } from '../../db/schema/clients.ts';
import { appOfTheFile, encrypted, madeForTheFile } from '../../../test/helper.ts';
import { insertClientRecord } from '../../../test/fixtures-clients.ts';
import {
  call,
  clientSession,
  operatorSession,
  type Session,
} from '../../../test/fixtures-devis.ts';

/* Third-party payers and clients' funding plans: who reads and writes, the checks, the errors. */

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  admin: await operatorSession(t, [ROLE.ADMINISTRATEUR]),
  comptable: await operatorSession(t, [ROLE.COMPTABILITE]),
  commercial: await operatorSession(t, [ROLE.COMMERCIAL]),
  agent: await operatorSession(t, [ROLE.AGENT]),
  client: await clientSession(t),
}));

let seq = 0;
const createFinanceur = (session: Session, body: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/financeurs', session, {
    nom: `Conseil départemental ${++seq}`,
    type: 'departement',
    email: 'apa@departement.fr',
    siret: '22750001900011',
    reference_agence: 'SAAD-0042',
    ...body,
  });

const plan = (clientId: number, financeurId: number, over: Record<string, unknown> = {}) => ({
  client_id: clientId,
  financeur_id: financeurId,
  skill_ids: [2],
  minutes_par_mois: 20 * 60,
  tarif_horaire_centimes: 2400,
  participation_bp: 1000,
  date_debut: '2026-01-01',
  date_fin: '2026-06-30',
  ...over,
});

describe('payers (financeurs)', () => {
  it('lets accounting create and edit a payer, and every operator read the list', async () => {
    const created = await createFinanceur(shared.comptable, {
      mode_facturation: 'par_beneficiaire',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'departement',
      siret: '22750001900011',
      mode_facturation: 'par_beneficiaire',
      is_active: true,
      nb_beneficiaires: 0,
    });
    const id = created.body.data.id as number;
    const updated = await call(t, 'PATCH', '/api/financeurs', shared.admin, {
      id,
      ville: 'Lyon',
      is_active: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ville: 'Lyon',
      is_active: false,
      siret: '22750001900011',
    });
    const listed = await call(t, 'GET', '/api/financeurs', shared.commercial);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((f: { id: number }) => f.id === id)).toMatchObject({
      ville: 'Lyon',
    });
  });

  it('refuses writes to the commercial team, agents and clients; customers cannot read', async () => {
    for (const session of [shared.commercial, shared.agent, shared.client]) {
      const refused = await createFinanceur(session);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    for (const session of [shared.agent, shared.client])
      expect((await call(t, 'GET', '/api/financeurs', session)).status).toBe(403);
  });

  it('answers bad input in French: SIRET, kind, a name taken for the kind', async () => {
    const bad = await createFinanceur(shared.comptable, { siret: '123', type: 'banque' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.siret).toBe('Le SIRET compte 14 chiffres.');
    expect(bad.body.error.fields.type).toBe('Type de financeur inconnu.');
    const first = await createFinanceur(shared.comptable, {
      nom: 'CARSAT Rhône-Alpes',
      type: 'caisse_retraite',
    });
    expect(first.status).toBe(201);
    const twice = await createFinanceur(shared.comptable, {
      nom: 'carsat rhône-alpes',
      type: 'caisse_retraite',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.nom).toBe('Un financeur de ce type porte déjà ce nom.');
    expect(
      (await call(t, 'PATCH', '/api/financeurs', shared.comptable, { id: 999_999, nom: 'X' }))
        .status,
    ).toBe(404);
  });

  it('links a mutuelle of the specification to one payer of kind mutuelle only', async () => {
    const [mutuelle] = await t.database.db
      .insert(mutuelles)
      .values({ nom: `Mutuelle payeuse ${++seq}` })
      .returning({ id: mutuelles.id });
    const wrongKind = await createFinanceur(shared.comptable, { mutuelle_id: mutuelle!.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.fields.mutuelle_id).toMatch(/type mutuelle/);
    const linked = await createFinanceur(shared.comptable, {
      type: 'mutuelle',
      mutuelle_id: mutuelle!.id,
    });
    expect(linked.status).toBe(201);
    const again = await createFinanceur(shared.comptable, {
      type: 'mutuelle',
      mutuelle_id: mutuelle!.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields.mutuelle_id).toBe(
      'Cette mutuelle est déjà rattachée à un autre financeur.',
    );
    const missing = await createFinanceur(shared.comptable, {
      type: 'mutuelle',
      mutuelle_id: 999_999,
    });
    expect(missing.status).toBe(404);
  });
});

describe('funding plans (prises en charge)', () => {
  it('records a client plan, lists it on the client, counts the beneficiary', async () => {
    const client = await insertClientRecord(t);
    const financeur = (await createFinanceur(shared.comptable)).body.data;
    const created = await call(t, 'POST', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { date_fin: null, date_debut: '2020-01-01' }),
      reference: 'APA-75-123',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      client_id: client.id,
      financeur_nom: financeur.nom,
      financeur_type: 'departement',
      skill_ids: [2],
      minutes_par_mois: 1200,
      montant_mensuel_centimes: null,
      participation_bp: 1000,
      reference: 'APA-75-123',
    });
    const listed = await call(
      t,
      'GET',
      `/api/prises-en-charge/client/${encrypted(t, client.id)}`,
      shared.commercial,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const payers = (await call(t, 'GET', '/api/financeurs', shared.commercial)).body.data;
    expect(payers.find((f: { id: number }) => f.id === financeur.id).nb_beneficiaires).toBe(1);
  });

  it('refuses an overlapping plan of the same payer for the same service, accepts the next one', async () => {
    const client = await insertClientRecord(t);
    const financeur = (await createFinanceur(shared.comptable)).body.data;
    const first = await call(
      t,
      'POST',
      '/api/prises-en-charge',
      shared.comptable,
      plan(client.id, financeur.id),
    );
    expect(first.status).toBe(201);
    const overlap = await call(t, 'POST', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, {
        skill_ids: [1, 2],
        date_debut: '2026-06-01',
        date_fin: null,
      }),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.code).toBe('PRISE_EN_CHARGE_OVERLAP');
    expect(overlap.body.error.message).toContain('du 01/01/2026 au 30/06/2026');
    const next = await call(t, 'POST', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { date_debut: '2026-07-01', date_fin: null }),
    });
    expect(next.status).toBe(201);
    // Editing the first plan to run into the second is refused too; editing it alone is not.
    const stretched = await call(t, 'PATCH', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { date_fin: '2026-12-31' }),
      client_id: undefined,
      id: first.body.data.id,
    });
    expect(stretched.status).toBe(409);
    const edited = await call(t, 'PATCH', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { minutes_par_mois: 1500 }),
      client_id: undefined,
      id: first.body.data.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.minutes_par_mois).toBe(1500);
  });

  it('answers bad plans in French with the right status', async () => {
    const client = await insertClientRecord(t);
    const financeur = (await createFinanceur(shared.comptable)).body.data;
    const both = await call(t, 'POST', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { montant_mensuel_centimes: 50_000 }),
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fields.minutes_par_mois).toBe(
      'Indiquez soit des heures par mois, soit un montant par mois.',
    );
    const noSkill = await call(
      t,
      'POST',
      '/api/prises-en-charge',
      shared.comptable,
      plan(client.id, financeur.id, { skill_ids: [] }),
    );
    expect(noSkill.body.error.fields.skill_ids).toBe(
      'Choisissez au moins une prestation prise en charge.',
    );
    const dates = await call(t, 'POST', '/api/prises-en-charge', shared.comptable, {
      ...plan(client.id, financeur.id, { date_fin: '2025-12-31' }),
    });
    expect(dates.status).toBe(422);
    expect(dates.body.error.code).toBe('PRISE_EN_CHARGE_DATES');
    expect(
      (
        await call(
          t,
          'POST',
          '/api/prises-en-charge',
          shared.comptable,
          plan(999_999, financeur.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/prises-en-charge', shared.comptable, plan(client.id, 999_999)))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          'GET',
          `/api/prises-en-charge/client/${encrypted(t, 999_999)}`,
          shared.comptable,
        )
      ).status,
    ).toBe(404);
  });

  it('keeps plans away from customers: a client cannot read even its own, nor write', async () => {
    const financeur = (await createFinanceur(shared.comptable)).body.data;
    const own = shared.client;
    const read = await call(
      t,
      'GET',
      `/api/prises-en-charge/client/${encrypted(t, own.clientId)}`,
      own,
    );
    expect(read.status).toBe(403);
    const write = await call(
      t,
      'POST',
      '/api/prises-en-charge',
      own,
      plan(own.clientId, financeur.id),
    );
    expect(write.status).toBe(403);
    const commercial = await call(
      t,
      'POST',
      '/api/prises-en-charge',
      shared.commercial,
      plan(own.clientId, financeur.id),
    );
    expect(commercial.status).toBe(403);
  });
});
