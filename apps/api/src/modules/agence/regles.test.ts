import { DEFAULT_AGENCY_RULES } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { createAgentAccount, suiteOfTheFile } from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';

/*
 * getReglesAgence (GET /api/agence/regles, issue 24): the rules in force for any signed-in screen,
 * the environment's first values until an administrator saves others.
 */

const { t, get } = suiteOfTheFile({ app: { timesheetContestDays: 6, invoiceDueDays: 20 } });

describe('the rules in force', () => {
  it("answers the environment's first values, then those the agency saved, to an agent", async () => {
    const agent = await createAgentAccount(t);
    const first = await get('/api/agence/regles', agent.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      ...DEFAULT_AGENCY_RULES,
      delai_reservation_heures: t.config.staffingLeadHours,
      delai_releve_jours: 6,
      echeance_facture_jours: 20,
    });

    const saved = await saveRules(t, { fenetre_pointage_minutes: 60, rayon_recherche_km: 35 });
    const after = await get('/api/agence/regles', agent.token);
    expect(after.json().data).toEqual(saved);
    expect(after.json().data).toMatchObject({
      fenetre_pointage_minutes: 60,
      rayon_recherche_km: 35,
    });
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/agence/regles' });
    expect(response.statusCode).toBe(401);
  });
});
