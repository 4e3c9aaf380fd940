import { describe, expect, it } from 'vitest';
import {
  aSpotOfItsOwn,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  setClock,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';
import { encrypted } from '../../../test/helper.ts';

/*
 * The agency's rules invoicing applies (issue 24, docs/releves.md, docs/facturation.md): how long
 * after the month's end a client may contest its timesheet (`delai_releve_jours`) and the payment
 * term of an invoice (`echeance_facture_jours`), read when the line is made or the invoice issued.
 * March 2026 ends in Paris on 2026-03-31T22:00Z (summer time).
 */

// Tokens of a month: the tests move the clock from March to April.
const { t, post, get } = suiteOfTheFile({ app: { accessTokenTtlSeconds: 30 * 86_400 } });

describe("the agency's timesheet deadline", () => {
  /**
   * A client's March with one visit done, its timesheet read in March (its line made then), and
   * the client's contest of that line on 2026-04-07 at 12:00 Paris, day 7 after the month's end.
   */
  async function contestOnDay7() {
    setClock(t, at('2026-03-20T10:00:00Z'));
    const client = await createClientAccount(t, aSpotOfItsOwn());
    const agent = await createAgentAccount(t);
    await createMission(
      t,
      { client_id: client.clientId },
      {
        interventions: [
          {
            date_debut: at('2026-03-05T09:00:00Z'),
            date_fin: at('2026-03-05T11:00:00Z'),
            candidat_id: agent.candidatId,
            statut: 'terminee',
            pointage_debut_at: at('2026-03-05T08:00:00Z'),
            pointage_fin_at: at('2026-03-05T10:00:00Z'),
          },
        ],
      },
    );
    const releve = await get(
      `/api/releves/${encrypted(t, client.clientId)}?periode=2026-03`,
      client.token,
    );
    expect(releve.statusCode, releve.body).toBe(200);
    const { lignes, date_limite } = releve.json().data as {
      lignes: { id: number }[];
      date_limite: string;
    };
    setClock(t, at('2026-04-07T10:00:00Z'));
    const contest = await post('/api/releves/contester', client.token, {
      ligne_id: lignes[0]!.id,
      motif: "L'intervenante est partie plus tôt.",
    });
    return { date_limite, contest };
  }

  it('takes a contest on day 7 when the deadline is 10 days', async () => {
    await saveRules(t, { delai_releve_jours: 10 });
    const { date_limite, contest } = await contestOnDay7();
    expect(date_limite).toBe('2026-04-10T22:00:00.000Z');
    expect(contest.statusCode, contest.body).toBe(200);
  });

  it('refuses it when the deadline is 5 days', async () => {
    await saveRules(t, { delai_releve_jours: 5 });
    const { date_limite, contest } = await contestOnDay7();
    expect(date_limite).toBe('2026-04-05T22:00:00.000Z');
    expect(contest.statusCode).toBe(409);
  });
});

describe("the agency's payment term", () => {
  it('dates an invoice due the number of days the agency set after its issue', async () => {
    setClock(t, at('2026-12-02T10:00:00Z'));
    const admin = await createOperator(t, [1]);
    const client = await createClientAccount(t, aSpotOfItsOwn());
    /** A draft of typed lines for one month (one invoice per month and payer), issued. */
    const issued = async (month: string) => {
      const draft = await post('/api/factures/create', admin.token, {
        client_id: client.clientId,
        periode_debut: `${month}-01`,
        periode_fin: `${month}-28`,
        lignes: [{ libelle: 'Frais de dossier', quantite: 1, prix_unitaire_ttc: 33 }],
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const issue = await post('/api/clients/generer/factures', admin.token, {
        facture: draft.json().data.id,
        organisme: null,
      });
      expect(issue.statusCode, issue.body).toBe(200);
      return issue.json().data as { date_emission: string; date_echeance: string };
    };

    await saveRules(t, { echeance_facture_jours: 30 });
    expect(await issued('2026-10')).toMatchObject({
      date_emission: '2026-12-02',
      date_echeance: '2027-01-01',
    });
    await saveRules(t, { echeance_facture_jours: 10 });
    expect(await issued('2026-09')).toMatchObject({ date_echeance: '2026-12-12' });
  });
});
