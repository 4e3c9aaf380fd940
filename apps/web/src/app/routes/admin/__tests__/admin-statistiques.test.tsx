import '../../../../test/setup.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  ok,
  renderAt,
  sectionNames,
  signInOperator,
  stubApi,
} from '../../../../test/back-office.tsx';

/*
 * /admin/statistiques: the administrator and the managers find it in the menu and read each
 * figure as a chart with its table (caption, a row a month, the total), in French numbers; the
 * filters ask the API again; the exports download the API's file; any other operator is told the
 * screen is not theirs before anything is called.
 */

const FORBIDDEN = 'Cet écran n’est pas accessible avec votre rôle';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const month = (mois: string, values: Partial<Record<string, number | null>> = {}) => ({
  mois,
  ca_emis: 0,
  ca_encaisse: 0,
  ca_restant_du: 0,
  heures_planifiees: 0,
  heures_realisees: 0,
  heures_facturees: 0,
  heures_sans_agent: 0,
  heures_contrat: 0,
  heures_planifiees_agents: 0,
  taux_occupation: null,
  devis_envoyes: 0,
  devis_signes: 0,
  taux_conversion: null,
  clients_gagnes: 0,
  clients_perdus: 0,
  nb_avis: 0,
  note_moyenne: null,
  ...values,
});

const STATS = {
  du: '2026-01',
  au: '2026-02',
  skill_id: null,
  mois: [
    month('2026-01', { ca_emis: 1234.5, heures_planifiees: 12.5, note_moyenne: 4.5, nb_avis: 2 }),
    month('2026-02', { ca_emis: 100, heures_planifiees: 3, devis_envoyes: 3, devis_signes: 1 }),
  ],
  totaux: {
    ...month('total', {
      ca_emis: 1334.5,
      heures_planifiees: 15.5,
      devis_envoyes: 3,
      devis_signes: 1,
      taux_conversion: 33.3,
      nb_avis: 2,
      note_moyenne: 4.5,
    }),
    mois: undefined,
  },
  agents: [
    {
      candidat_id: 4,
      nom: 'Karim Benali',
      heures_planifiees: 120,
      heures_contrat: 151.67,
      taux_occupation: 79.1,
    },
  ],
};

const STATS_PATH = 'GET /api/statistiques?';
/** The frame and the page load lazily: on a busy machine that takes more than a second. */
const SLOW = { timeout: 5000 };

/** The French way of the browser's own formatter, its non-breaking spaces read as spaces. */
const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\s/g, ' ');

function statsApi() {
  return stubApi({ [STATS_PATH]: () => ok(STATS) });
}

async function setRange(du: string, au: string) {
  fireEvent.change(await screen.findByLabelText('Du mois'), { target: { value: du } });
  fireEvent.change(screen.getByLabelText('Au mois'), { target: { value: au } });
}

// Six charts and tables under the whole back-office frame: slow on a busy machine.
describe('/admin/statistiques', { timeout: 20_000 }, () => {
  it('the administrator finds it in the menu and reads each figure with its table', async () => {
    signInOperator([1]);
    const api = statsApi();
    renderAt('/admin/statistiques');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Statistiques' }, SLOW),
    ).toBeVisible();
    const names = await sectionNames();
    // After Messagerie (the team's entry, where present, comes between them).
    expect(names.indexOf('Statistiques')).toBeGreaterThan(names.indexOf('Messagerie'));

    await setRange('2026-01', '2026-02');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/statistiques?du=2026-01&au=2026-02')).not.toHaveLength(0),
    );
    const revenue = await screen.findByRole(
      'table',
      { name: /Chiffre d’affaires TTC par mois.*de janvier 2026 à février 2026/ },
      SLOW,
    );
    const rows = within(revenue).getAllByRole('row');
    // Header, two months, total.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('janv. 2026');
    expect(rows[1]).toHaveTextContent(euros(1234.5));
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent(euros(1334.5));

    const hours = screen.getByRole('table', { name: /^Heures par mois/ });
    expect(within(hours).getAllByRole('row')[1]).toHaveTextContent('12,5 h');
    const quotes = screen.getByRole('table', { name: /^Devis envoyés et signés/ });
    expect(within(quotes).getAllByRole('row').at(-1)).toHaveTextContent(/33,3\s%/);
    const ratings = screen.getByRole('table', { name: /^Note moyenne des avis/ });
    expect(within(ratings).getAllByRole('row')[1]).toHaveTextContent('4,5 / 5');
    expect(within(ratings).getAllByRole('row')[2]).toHaveTextContent('—');
    const agents = screen.getByRole('table', { name: /^Heures planifiées et heures sous contrat/ });
    expect(agents).toHaveTextContent('Karim Benali');
    expect(agents).toHaveTextContent(/79,1\s%/);
    for (const title of [
      'Chiffre d’affaires',
      'Heures',
      'Taux d’occupation des salariés',
      'Conversion des devis',
      'Clients gagnés et perdus',
      'Note moyenne',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  });

  it('asks again for one service, and not at all for a range that ends before it starts', async () => {
    signInOperator([1]);
    const api = statsApi();
    renderAt('/admin/statistiques');
    await setRange('2026-01', '2026-02');
    await screen.findByRole('table', { name: /^Heures par mois/ }, SLOW);

    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Baby-sitting');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/statistiques?du=2026-01&au=2026-02&skill_id=3')).toHaveLength(
        1,
      ),
    );

    const before = api.calls.length;
    fireEvent.change(screen.getByLabelText('Au mois'), { target: { value: '2025-06' } });
    expect(await screen.findByText('Le mois de fin doit suivre le mois de début.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
    expect(api.calls.slice(before).filter((c) => c.path.startsWith('/api/statistiques'))).toEqual(
      [],
    );
  });

  it('downloads the export of the filters and the yearly return with the caller’s token', async () => {
    signInOperator([1]);
    const api = stubApi({
      [STATS_PATH]: () => ok(STATS),
      'GET /api/statistiques/export?': () =>
        new Response('\uFEFFMois;Total', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="statistiques-2026-01-2026-02.csv"',
          },
        }),
      'GET /api/statistiques/etat-annuel?': () =>
        json(
          {
            success: false,
            error: {
              code: 'FORBIDDEN',
              message: 'Réservé à l’administrateur et aux responsables.',
            },
          },
          403,
        ),
    });
    const createObjectURL = vi.fn(() => 'blob:statistiques');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/admin/statistiques');
    await setRange('2026-01', '2026-02');
    await screen.findByRole('table', { name: /^Heures par mois/ }, SLOW);

    await userEvent.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fichier téléchargé.');
    expect(
      api.callsTo('GET', '/api/statistiques/export?du=2026-01&au=2026-02&format=csv'),
    ).toHaveLength(1);
    const exportCall = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).includes('/api/statistiques/export'));
    expect(new Headers(exportCall?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'statistiques-2026-01-2026-02.csv',
    );

    await userEvent.selectOptions(screen.getByLabelText('Année'), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'État annuel (XLSX)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Réservé à l’administrateur et aux responsables.',
    );
    expect(api.callsTo('GET', '/api/statistiques/etat-annuel?annee=2025&format=xlsx')).toHaveLength(
      1,
    );
    clicked.mockRestore();
  });

  it('a manager of another role finds it; the same role without the flag is refused before any call', async () => {
    signInOperator([3], true);
    statsApi();
    renderAt('/admin/statistiques');
    expect(await sectionNames()).toContain('Statistiques');
    expect(await screen.findByRole('heading', { level: 2, name: 'Statistiques' })).toBeVisible();
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();

    signInOperator([3]);
    const api = statsApi();
    renderAt('/admin/statistiques');
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il est réservé à l’administrateur et aux responsables.',
    );
    expect(await sectionNames()).not.toContain('Statistiques');
    expect(api.callsTo('GET', '/api/statistiques')).toHaveLength(0);
  });
});
