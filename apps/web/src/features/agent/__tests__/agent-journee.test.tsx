import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/app.tsx';
import { intervention as fixture } from '../../../test/interventions.ts';
import { json, signedInUser } from '../../../test/session.ts';
import { agentSessionAt } from './agent-session.ts';

// 08:00 in Paris on 18 March (UTC+1): the 09:00–11:00 visit's access window has just opened.
const NOW = new Date('2026-03-18T07:00:00.000Z');
const today = '2026-03-18';
const HOME = { lat: 48.8556, lng: 2.3589 };
const client = {
  id: 3,
  nom: 'Martin',
  prenom: 'Lou',
  mobile: '0612345678',
  adresse: '12 rue de Rivoli',
  codep: '75004',
  ville: 'Paris',
  ...HOME,
};
const intervention = fixture({
  client: { ...client, civilite: 'Mme', country: 'France', informations_acces: null },
});
const visite = {
  id: 41,
  mission_id: 5,
  date_debut: '2026-03-18T09:00:00.000Z',
  date_fin: '2026-03-18T11:00:00.000Z',
  statut: 'planifiee',
  skill_id: 1,
  client: { ...client, complement_adresse: null },
  acces: { instructions: 'Bâtiment B, 3e étage', code_porte: '4821B' },
  acces_disponible_a: null,
  taches: [
    { id: 1, libelle: 'Aspirateur' },
    { id: 2, libelle: 'Repassage' },
  ],
  rapport_envoye: false,
  en_route_at: null,
  en_route_arrivee_estimee_at: null,
  pointage_debut_at: null,
  pointage_fin_at: null,
};

let day: typeof visite;
let fetchMock: ReturnType<typeof vi.fn>;

agentSessionAt(NOW);

beforeEach(() => {
  day = visite;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/api/auth/user')) return signedInUser();
    if (path.includes('/api/candidats/interventions/'))
      return json({ success: true, data: [intervention] });
    if (path.endsWith('/getInterventionAgentEnCours')) return json({ success: true, datas: null });
    if (path.includes('/api/agent/journee'))
      return json({ success: true, data: { date: today, visites: [day] } });
    if (path.includes('/en-route')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { minutes?: number };
      expect(body).toEqual({ minutes: 25 });
      return json({
        success: true,
        data: {
          intervention_id: 41,
          en_route_at: NOW.toISOString(),
          en_route_arrivee_estimee_at: '2026-03-18T07:25:00.000Z',
          minutes: 25,
        },
      });
    }
    if (path.includes('/api/agent/semaine'))
      return json({
        success: true,
        data: {
          debut: '2026-03-16',
          fin: '2026-03-22',
          jours: [16, 17, 18, 19, 20, 21, 22].map((d) => ({
            date: `2026-03-${d}`,
            visites:
              d === 18
                ? [{ ...visite, client: { prenom: 'Lou', nom: 'Martin', ville: 'Paris' } }]
                : [],
          })),
          total_minutes: 150,
        },
      });
    if (path.endsWith('/check-status-agent-for-appli')) {
      return json({
        success: true,
        data: {
          candidat_id: 9,
          statut: 'Agent actif',
          is_active: true,
          has_contrat_signe: true,
          can_use_app: true,
          message: null,
        },
      });
    }
    if (path.includes('/api/candidats/contrats/')) return json({ success: true, data: [] });
    return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const card = async () =>
  (
    await screen.findByText(
      'Prestation : Entretien du domicile et repassage',
      {},
      { timeout: 10_000 },
    )
  ).closest('li') as HTMLElement;

describe('« Ma journée »', () => {
  it(
    'shows the visit with its directions link, access code and tasks',
    { timeout: 20_000 },
    async () => {
      renderAt('/account/agent');
      expect(
        await screen.findByRole('heading', { name: 'Ma journée', level: 1 }, { timeout: 5000 }),
      ).toBeVisible();
      const visit = await card();
      const directions = within(visit).getByRole('link', {
        name: /Itinéraire vers 12 rue de Rivoli/,
      });
      expect(directions).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=48.8556%2C2.3589',
      );
      expect(within(visit).getByText('4821B')).toBeVisible();
      expect(within(visit).getByText('Bâtiment B, 3e étage')).toBeVisible();
      expect(
        within(visit)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Aspirateur', 'Repassage']);
      expect(within(visit).getByRole('link', { name: 'Cahier de liaison' })).toHaveAttribute(
        'href',
        '/cahier/5',
      );
    },
  );

  it(
    'hides the door code before its window, saying from when it shows',
    { timeout: 20_000 },
    async () => {
      day = { ...visite, acces: null, acces_disponible_a: '2026-03-18T08:00:00.000Z' } as never;
      renderAt('/account/agent');
      const visit = await card();
      expect(
        within(visit).getByText('Consignes d’accès et code visibles à partir de 8 h 00.'),
      ).toBeVisible();
      expect(within(visit).queryByText('4821B')).toBeNull();
    },
  );

  it(
    'says « En route » with a delay and shows the arrival announced',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderAt('/account/agent');
      const visit = await card();
      await user.click(within(visit).getByRole('button', { name: 'En route' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Dans combien de minutes/), '25');
      await user.click(within(dialog).getByRole('button', { name: 'Prévenir la famille' }));
      expect(await screen.findByText('En route : arrivée annoncée vers 8 h 25.')).toBeVisible();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/en-route'))).toBe(true);
    },
  );

  it('moves to the next day', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderAt('/account/agent');
    await card();
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(await screen.findByRole('heading', { name: 'Visites du jeudi 19 mars' })).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes('/api/agent/journee?date=2026-03-19'),
      ),
    ).toBe(true);
  });
});

describe('« Ma semaine »', () => {
  it('lists Monday to Sunday with the total of the week', { timeout: 20_000 }, async () => {
    renderAt('/account/agent/semaine');
    expect(
      await screen.findByText('Total de la semaine : 2 h 30', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    const wednesday = screen.getByRole('region', { name: 'mercredi 18 mars' });
    expect(
      within(wednesday).getByText('Entretien du domicile et repassage · Lou Martin · Paris'),
    ).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes('/api/agent/semaine?debut=2026-03-16'),
      ),
    ).toBe(true);
  });
});
