import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_AGENCY_RULES, DEFAULT_PRICE_GRID } from '@maisonnee/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from './render-pages.tsx';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import { AdminParametresPage } from '../admin-parametres-page.tsx';
import type { ParametresAgence } from '../../../../features/admin/parametres/api/get-parametres-agence.ts';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; body?: Record<string, unknown> }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const NEXT_GRID = {
  ...DEFAULT_PRICE_GRID,
  1: { recurrent: { semaine: 25.5, weekend: 31 }, ponctuel: { semaine: 31, weekend: 39 } },
};

const SETTINGS: ParametresAgence = {
  identity: {
    nom: 'Maisonnée — services à domicile',
    forme_juridique: 'SAS',
    capital: '10 000 €',
    rcs: 'RCS Paris 912 345 678',
    siret: '912 345 678 00003',
    tva_intracom: 'FR32912345678',
    numero_sap: 'SAP912345678',
    date_declaration_sap: '',
    adresse: '18 rue de la Chaussée-d’Antin, 75009 Paris',
    telephone: '01 84 60 00 00',
    email: 'contact@maisonnee.fr',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPPXXX',
    logo_path: null,
  },
  logo_url: null,
  rules: { ...DEFAULT_AGENCY_RULES },
  today: '2026-11-28',
  grille_en_vigueur: { effective_from: null, grid: DEFAULT_PRICE_GRID },
  prochaine_grille: { effective_from: '2026-12-01', grid: NEXT_GRID },
  grilles: [
    {
      effective_from: '2026-12-01',
      grid: NEXT_GRID,
      statut: 'programmee',
      created_at: '2026-11-20T10:00:00Z',
      created_by_name: 'Claire Martin',
    },
  ],
};

const JOURNAL = [
  {
    id: 2,
    at: '2026-11-20T10:00:00Z',
    actor_name: 'Claire Martin',
    area: 'tarifs',
    action: 'price_grid',
    summary: 'Grille tarifaire programmée à partir du 01/12/2026 : …',
  },
];

let answers: Record<string, (body?: Record<string, unknown>) => unknown>;

beforeEach(() => {
  call.mockReset();
  vi.mocked(http.request).mockReset();
  answers = {
    getParametresAgence: () => SETTINGS,
    listJournalParametres: () => JOURNAL,
    updateIdentiteAgence: (body) => ({ ...SETTINGS, identity: { ...body, logo_path: null } }),
    updateReglesAgence: (body) => ({ ...SETTINGS, rules: body }),
    savePriceGrid: () => SETTINGS,
  };
  call.mockImplementation((route, options) => {
    const answer = answers[route.name];
    if (!answer) return Promise.reject(new Error(`unexpected call ${route.name}`));
    try {
      return Promise.resolve(
        answer((options as { body?: Record<string, unknown> })?.body) as never,
      );
    } catch (error) {
      return Promise.reject(error);
    }
  });
});

const open = (tab = '') =>
  renderPages(`/admin/parametres${tab ? `?onglet=${tab}` : ''}`, {
    '/admin/parametres': <AdminParametresPage />,
  });
const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('agency settings (/admin/parametres)', () => {
  it('refuses an invalid SIRET in French without calling, then saves the whole identity', async () => {
    open();
    const siret = await screen.findByRole('textbox', { name: /SIRET/ });
    expect(siret).toHaveValue('912 345 678 00003');

    change(siret, '912 345 678 00017');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/SIRET invalide : 14 chiffres attendus/)).toBeInTheDocument();
    expect(calls('updateIdentiteAgence')).toHaveLength(0);

    change(siret, '73208290100008');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('updateIdentiteAgence')).toHaveLength(1));
    const { logo_path: _logo, ...identity } = SETTINGS.identity;
    expect(calls('updateIdentiteAgence')[0]![1].body).toEqual({
      ...identity,
      siret: '73208290100008',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Modifications enregistrées.');
  });

  it('shows the API’s French message under the field it names', async () => {
    answers.updateIdentiteAgence = () => {
      throw new ApiError(400, {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Certains champs sont invalides.',
          fields: { telephone: 'Numéro de téléphone français attendu.' },
        },
      });
    };
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone français attendu.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the grid in force in euros, the scheduled grid, and schedules a new one', async () => {
    open('tarifs');
    const inForce = await screen.findByRole('table', {
      name: 'Grille en vigueur : les tarifs par défaut de Maisonnée',
    });
    const babySitting = within(inForce).getByRole('row', { name: /Baby-sitting/ });
    expect(babySitting).toHaveTextContent(/24,00\s€/);
    expect(babySitting).toHaveTextContent(/38,00\s€/);
    expect(screen.getByText('Grille à partir du 01/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Programmée')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Supprimer la grille du 01/12/2026' }),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Nouvelle grille' });
    const date = within(form).getByLabelText(/Nouvelle grille à partir du/);
    expect(date).toHaveValue('2026-11-29');
    const price = within(form).getByRole('textbox', {
      name: 'Baby-sitting, ponctuel, semaine (€ TTC de l’heure)',
    });
    change(price, '0');
    fireEvent.click(within(form).getByRole('button', { name: 'Programmer cette grille' }));
    expect(await within(form).findByText('Le tarif doit être supérieur à 0 €.')).toBeVisible();
    expect(calls('savePriceGrid')).toHaveLength(0);

    change(price, '32,5');
    change(date, '2027-01-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Programmer cette grille' }));
    await waitFor(() => expect(calls('savePriceGrid')).toHaveLength(1));
    expect(calls('savePriceGrid')[0]![1].body).toEqual({
      effective_from: '2027-01-01',
      grid: {
        ...DEFAULT_PRICE_GRID,
        3: { ...DEFAULT_PRICE_GRID[3], ponctuel: { semaine: 32.5, weekend: 38 } },
      },
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Grille enregistrée à partir du 01/01/2027.',
    );
  }, 20_000);

  it('deletes a scheduled grid by its day', async () => {
    answers.deletePriceGrid = () => ({ ...SETTINGS, grilles: [], prochaine_grille: null });
    open('tarifs');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Supprimer la grille du 01/12/2026' }),
    );
    await waitFor(() => expect(calls('deletePriceGrid')).toHaveLength(1));
    expect(calls('deletePriceGrid')[0]![1]).toEqual({ query: { effective_from: '2026-12-01' } });
    expect(
      await screen.findByText(
        'Aucune grille enregistrée : les tarifs par défaut de Maisonnée s’appliquent.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a logo that is not a PNG or JPEG before sending, and sends an image', async () => {
    const request = vi.mocked(http.request);
    request.mockResolvedValue({
      success: true,
      data: { ...SETTINGS, logo_url: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    open();
    const button = await screen.findByRole('button', { name: 'Choisir un logo' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(button).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Le logo doit être une image PNG ou JPEG.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    fireEvent.change(input, {
      target: {
        files: [
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }),
        ],
      },
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [method, path, options] = request.mock.calls[0]!;
    expect([method, path]).toEqual(['POST', '/api/agence/parametres/logo']);
    expect((options as { body: FormData }).body.get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('img', { name: 'Logo actuel de l’agence' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('keeps each rule within its bounds, with its unit, and saves them all', async () => {
    open('regles');
    const radius = await screen.findByRole('textbox', {
      name: 'Rayon de recherche des agents par défaut',
    });
    expect(screen.getByText('De 1 à 200 km.')).toBeInTheDocument();
    change(radius, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Entre 1 et 200 km.')).toBeInTheDocument();
    expect(calls('updateReglesAgence')).toHaveLength(0);

    change(radius, '35');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('updateReglesAgence')).toHaveLength(1));
    expect(calls('updateReglesAgence')[0]![1].body).toEqual({
      ...DEFAULT_AGENCY_RULES,
      rayon_recherche_km: 35,
    });
  });

  it('checks the invoice reminders’ delays in French, then saves them as numbers', async () => {
    open('regles');
    const delais = await screen.findByRole('textbox', {
      name: 'Relances des factures impayées (jours après l’échéance)',
    });
    expect(delais).toHaveValue('7, 15, 30');
    change(delais, '15, 7');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Les délais vont en croissant : chaque relance vient après la précédente.',
      ),
    ).toBeInTheDocument();
    change(delais, '10, vingt');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Des nombres entiers de jours sont attendus.'),
    ).toBeInTheDocument();
    expect(calls('updateReglesAgence')).toHaveLength(0);

    change(delais, '10, 20, 45');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('updateReglesAgence')).toHaveLength(1));
    expect(calls('updateReglesAgence')[0]![1].body).toEqual({
      ...DEFAULT_AGENCY_RULES,
      relances_factures_jours: [10, 20, 45],
    });
  });

  it('sets the sales journal’s accounts, each checked in French (issue 28)', async () => {
    open('regles');
    const clients = await screen.findByRole('textbox', { name: 'Clients' });
    expect(clients).toHaveValue('411000');
    expect(
      screen.getByRole('group', { name: 'Comptes comptables du journal des ventes' }),
    ).toBeVisible();
    change(clients, '706000');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Clients : le compte doit commencer par 41.'),
    ).toBeInTheDocument();
    expect(calls('updateReglesAgence')).toHaveLength(0);

    change(clients, '411900');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('updateReglesAgence')).toHaveLength(1));
    expect(calls('updateReglesAgence')[0]![1].body).toEqual({
      ...DEFAULT_AGENCY_RULES,
      comptes_comptables: { ...DEFAULT_AGENCY_RULES.comptes_comptables, clients: '411900' },
    });
  });

  it('lists the log, newest first, with who and when (Paris time)', async () => {
    open('journal');
    expect(await screen.findByText(/Grille tarifaire programmée/)).toBeInTheDocument();
    expect(screen.getByText('20 novembre 2026 à 11:00')).toBeInTheDocument();
    expect(screen.getByText('Claire Martin')).toBeInTheDocument();
  });
});
