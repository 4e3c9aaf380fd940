import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { facture_sequences, factures, paiements } from '../../db/schema/factures.ts';
import { appOfTheFile } from '../../../test/helper.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createOperator,
  setClock,
} from '../../../test/fixtures-missions.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesService } from './factures.service.ts';

/*
 * Issue 27, point 4: a month's drafts issued and sent in one action, each on its own (a refusal
 * stops only its draft), idempotent, and safe when two operators click at once.
 */

const t = appOfTheFile();
let accounting: { userId: number; token: string };

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

type Resultat = {
  facture_id: number;
  client_nom: string;
  montant_ttc: number;
  resultat: 'emise_envoyee' | 'emise_non_envoyee' | 'refusee';
  numero: string | null;
  code: string | null;
  motif: string | null;
};

/** A draft of March 2026 for a new client: one typed line of `prix` euros. */
async function draft(prix: number) {
  const client = await createClientAccount(t);
  const res = await call('POST', '/api/factures/create', accounting.token, {
    client_id: client.clientId,
    periode_debut: '2026-03-01',
    periode_fin: '2026-03-31',
    lignes: [{ libelle: 'Forfait ménage', quantite: 1, prix_unitaire_ttc: prix }],
  });
  expect(res.status).toBe(201);
  return { client, id: res.body.data.id as number };
}

/** A draft with nothing to invoice (no line, 0 €), as an old import could leave one. */
async function emptyDraft() {
  const client = await createClientAccount(t);
  const [row] = await t.database.db
    .insert(factures)
    .values({
      client_id: client.clientId,
      type: 'client',
      periode: '2026-03',
      date_debut: '2026-03-01',
      date_fin: '2026-03-31',
      montant_ht: 0,
      montant_tva: 0,
      montant_ttc: 0,
      statut: 'brouillon',
      created_by_user_id: accounting.userId,
    })
    .returning({ id: factures.id });
  return { client, id: row!.id };
}

const emettre = (token: string, apres_id?: number) =>
  call('POST', '/api/factures/emettre-mois', token, {
    periode: '2026-03',
    ...(apres_id ? { apres_id } : {}),
  });

const rowOf = async (id: number) =>
  (await t.database.db.select().from(factures).where(eq(factures.id, id)))[0]!;

const mailsTo = async (emails: string[]) =>
  t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

const emailOf = async (clientId: number) =>
  (await t.database.db.select().from(clients).where(eq(clients.id, clientId)))[0]!
    .email!.trim()
    .toLowerCase();

beforeAll(async () => {
  setClock(t, at('2026-04-02T10:00:00Z'));
  accounting = await createOperator(t, [4]);
});

beforeEach(async () => {
  setClock(t, at('2026-04-02T10:00:00Z'));
  const db = t.database.db;
  await db.delete(paiements);
  await db.delete(factures);
  await db.delete(facture_sequences);
});

describe('issuing and sending a month’s drafts at once', () => {
  it('previews the drafts: how many and their total, to the cent', async () => {
    await draft(100.1);
    await draft(20.2);
    await emptyDraft();
    const res = await call('GET', '/api/factures/emission-mois?periode=2026-03', accounting.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ periode: '2026-03', nb_brouillons: 3, montant_ttc: 120.3 });
    const other = await call(
      'GET',
      '/api/factures/emission-mois?periode=2026-02',
      accounting.token,
    );
    expect(other.body.data).toEqual({ periode: '2026-02', nb_brouillons: 0, montant_ttc: 0 });
  });

  it('issues and mails each draft, refuses the others with their reason, and a second call finds none', async () => {
    const a = await draft(120);
    const b = await draft(45.5);
    const empty = await emptyDraft();
    const noMail = await draft(80);
    await t.database.db
      .update(clients)
      .set({ email: null })
      .where(eq(clients.id, noMail.client.clientId));
    // Another month's draft is not touched.
    const april = await createClientAccount(t);
    const aprilDraft = await call('POST', '/api/factures/create', accounting.token, {
      client_id: april.clientId,
      periode_debut: '2026-04-01',
      periode_fin: '2026-04-30',
      lignes: [{ libelle: 'Forfait', quantite: 1, prix_unitaire_ttc: 10 }],
    });

    const res = await emettre(accounting.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      traitees: 4,
      emises_envoyees: 2,
      emises_non_envoyees: 0,
      refusees: 2,
      restantes: 0,
      dernier_id: noMail.id,
    });
    expect(data.message).toContain('mars 2026');
    const byId = new Map((data.resultats as Resultat[]).map((r) => [r.facture_id, r]));
    expect(byId.get(a.id)).toMatchObject({ resultat: 'emise_envoyee', numero: 'F-2026-000001' });
    expect(byId.get(b.id)).toMatchObject({ resultat: 'emise_envoyee', numero: 'F-2026-000002' });
    expect(byId.get(empty.id)).toMatchObject({
      resultat: 'refusee',
      numero: null,
      code: 'FACTURE_EMPTY',
    });
    expect(byId.get(empty.id)!.motif).toMatch(/rien à facturer/);
    expect(byId.get(noMail.id)).toMatchObject({
      resultat: 'refusee',
      code: 'FACTURE_WITHOUT_RECIPIENT',
      motif: 'Aucune adresse e-mail pour envoyer cette facture : indiquez-en une.',
    });

    // Issued and sent through the ordinary operations: number, PDF, state, mail with the PDF.
    for (const { id, client } of [a, b]) {
      const row = await rowOf(id);
      expect(row.statut).toBe('envoyee');
      expect(row.filename).not.toBeNull();
      expect(row.sent_at).not.toBeNull();
      const mails = await mailsTo([await emailOf(client.clientId)]);
      expect(mails.filter((m) => m.subject.includes(row.numero!))).toHaveLength(1);
    }
    // The refused ones stay drafts, without a number taken from the series.
    expect((await rowOf(empty.id)).statut).toBe('brouillon');
    expect((await rowOf(noMail.id)).numero).toBeNull();
    expect((await rowOf(aprilDraft.body.data.id)).statut).toBe('brouillon');

    // Idempotent: the refused drafts are reported again, nothing is issued or mailed twice.
    const again = await emettre(accounting.token);
    expect(again.body.data).toMatchObject({ traitees: 2, emises_envoyees: 0, refusees: 2 });
    expect(await mailsTo([await emailOf(a.client.clientId)])).toHaveLength(1);
    // Once the refused ones are dealt with (removed here), a call finds no draft and says so.
    await t.database.db.delete(factures).where(inArray(factures.id, [empty.id, noMail.id]));
    const none = await emettre(accounting.token);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ traitees: 0, restantes: 0, dernier_id: null });
    expect(none.body.data.message).toBe('Aucun brouillon à émettre pour mars 2026.');
  });

  it('goes on from `apres_id`: the next batch only', async () => {
    const first = await draft(10);
    const second = await draft(20);
    const res = await emettre(accounting.token, first.id);
    expect(res.body.data.traitees).toBe(1);
    expect(res.body.data.resultats[0].facture_id).toBe(second.id);
    expect((await rowOf(first.id)).statut).toBe('brouillon');
  });

  it('issues a draft once when two operators click at once', async () => {
    const other = await createOperator(t, [1]);
    const drafts = [await draft(30), await draft(40), await draft(50)];
    const [one, two] = await Promise.all([emettre(accounting.token), emettre(other.token)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    const issued = one.body.data.emises_envoyees + two.body.data.emises_envoyees;
    expect(issued).toBe(3);
    const all = [...one.body.data.resultats, ...two.body.data.resultats] as Resultat[];
    // A draft issued by the other call is reported refused, with the issuing rule's reason.
    for (const r of all.filter((x) => x.resultat === 'refusee'))
      expect(r.code).toBe('FACTURE_ALREADY_ISSUED');
    const rows = await t.database.db
      .select()
      .from(factures)
      .where(
        inArray(
          factures.id,
          drafts.map((d) => d.id),
        ),
      );
    expect(new Set(rows.map((r) => r.numero)).size).toBe(3);
    expect(rows.every((r) => r.statut === 'envoyee')).toBe(true);
    // Each client got its invoice once.
    for (const d of drafts)
      expect(await mailsTo([await emailOf(d.client.clientId)])).toHaveLength(1);
  });

  it('reports an invoice issued but not mailed when the mail fails', async () => {
    const d = await draft(60);
    const broken: ModuleDeps = {
      ...t.app.moduleDeps,
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => undefined },
    };
    const service = createFacturesService(broken);
    const res = await service.emettreFacturesMois(
      { userId: accounting.userId, roles: [4] } as AuthContext,
      { periode: '2026-03' },
    );
    expect(res.emises_non_envoyees).toBe(1);
    expect(res.resultats[0]).toMatchObject({
      facture_id: d.id,
      resultat: 'emise_non_envoyee',
      numero: 'F-2026-000001',
    });
    expect(res.resultats[0]!.motif).toMatch(/renvoyez la facture/);
    const row = await rowOf(d.id);
    expect(row.statut).toBe('emise');
    expect(row.sent_at).toBeNull();
  });

  it('is for accounting and administrators only', async () => {
    const d = await draft(70);
    const client = await createClientAccount(t);
    const agent = await createAgentAccount(t);
    for (const token of [client.token, agent.token, d.client.token]) {
      expect((await emettre(token)).status).toBe(403);
      const preview = await call('GET', '/api/factures/emission-mois?periode=2026-03', token);
      expect(preview.status).toBe(403);
    }
    expect((await rowOf(d.id)).statut).toBe('brouillon');
    const bad = await call('POST', '/api/factures/emettre-mois', accounting.token, {
      periode: '2026-13',
    });
    expect(bad.status).toBe(400);
  });
});
