import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget, type ResponseOf } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { clientDetail, mission, page } from '../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../test/back-office.tsx';
import { checkAnnonceForm, emptyAnnonceForm } from './annonce-form-state.ts';

// Leaflet does not run under jsdom: the shared map is replaced by the list of its markers.
vi.mock('../../../components/map/index.ts', () => ({
  PointsMap: ({ points, label }: { points: { id: number; label: string }[]; label?: string }) => (
    <div role="region" aria-label={label}>
      <ul>
        {points.map((point) => (
          <li key={point.id}>{point.label}</li>
        ))}
      </ul>
    </div>
  ),
}));

type Annonce = ResponseOf<'listMissionsAnnonces'>['items'][number];

function annonce(overrides: Partial<Annonce> = {}): Annonce {
  return {
    id: 11,
    mission_id: null,
    client_besoin_skill_id: 1,
    titre: 'Ménage et repassage — Paris 11e',
    description: 'Grand ménage de printemps.',
    codep: '75011',
    ville: 'Paris',
    lat: 48.86,
    lng: 2.38,
    is_ponctuel: true,
    date_debut: '2026-03-25',
    date_fin: null,
    nb_heures_semaine: 4,
    horaires: [],
    is_active: true,
    created_at: '2026-03-18T09:00:00.000Z',
    ...overrides,
  };
}

const marker = {
  id: 11,
  kind: 'annonce' as const,
  lat: 48.86,
  lng: 2.38,
  label: 'Ménage et repassage — Paris 11e (Paris)',
  statut: 'Active',
  services: [1],
};

function stubAnnonces(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/missions-annonces': () => ok(page([annonce()])),
    'POST /api/annonces/maps-positions': () => ok({ items: [marker], limit: 1000, tronque: false }),
    'POST /api/annonce/create': (call) => ok({ ...annonce(), ...(call.body as object), id: 12 }),
    'POST /api/annonce/update': (call) => ok({ ...annonce(), ...(call.body as object) }),
    ...extra,
  });
}

beforeEach(() => requestBudget.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('job posts screen (/admin/annonces)', () => {
  it('lists the active posts with their map, and filters by state and service', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubAnnonces();
    renderAt('/admin/annonces');

    const list = await screen.findByRole('list', { name: 'Liste des annonces' });
    const card = within(list).getByRole('listitem', { name: 'Ménage et repassage — Paris 11e' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('75011 Paris');
    expect(card).toHaveTextContent('4 h par semaine');
    const map = screen.getByRole('region', { name: 'Carte des annonces' });
    expect(map).toHaveTextContent('Ménage et repassage — Paris 11e (Paris)');
    expect(api.callsTo('POST', '/api/missions-annonces')[0]?.body).toEqual({
      page: 1,
      services: [],
      is_active: true,
    });

    await user.click(screen.getByRole('radio', { name: 'Inactives' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/missions-annonces').at(-1)?.body).toMatchObject({
        is_active: false,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), '3');
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/annonces/maps-positions').at(-1)?.body).toEqual({
        services: [3],
        is_active: false,
      }),
    );
  });

  it('checks the form in French before publishing, then sends a recurring post', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubAnnonces();
    renderAt('/admin/annonces');
    await screen.findByRole('list', { name: 'Liste des annonces' });

    await user.click(screen.getByRole('button', { name: 'Publier une annonce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publier une annonce' });
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(within(dialog).getByText('Indiquez un titre.')).toBeInTheDocument();
    expect(within(dialog).getByText('Code postal à 5 chiffres attendu.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/annonce/create')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Garde du soir');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Deux enfants, repas et coucher.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Service' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code postal' }), '75015');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ville' }), 'Paris');
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '48,8412');
    await user.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '2,3003');
    expect(within(dialog).getByText('Position publiée : 48,84, 2,30')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Récurrent/ }));
    const slot = within(dialog).getByRole('group', { name: 'Créneau 1' });
    await user.selectOptions(within(slot).getByRole('combobox', { name: 'Jour' }), '3');
    await user.selectOptions(within(slot).getByRole('combobox', { name: 'Début' }), '18:00');
    await user.selectOptions(within(slot).getByRole('combobox', { name: 'Fin' }), '20:30');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/annonce/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/annonce/create')[0]?.body).toMatchObject({
      titre: 'Garde du soir',
      client_besoin_skill_id: 3,
      codep: '75015',
      ville: 'Paris',
      lat: 48.8412,
      lng: 2.3003,
      is_ponctuel: false,
      horaires: [{ day: 3, time_debut: '18:00', time_fin: '20:30' }],
      mission_id: null,
      is_active: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Publier une annonce' })).not.toBeInTheDocument(),
    );
  }, 30_000);

  it('shows the API refusal in the form and keeps it open', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    stubAnnonces({
      'POST /api/annonce/update': () =>
        new Response(
          JSON.stringify({
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Certains champs sont invalides.',
              fields: { date_fin: 'La date de fin doit suivre la date de début.' },
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderAt('/admin/annonces');
    await user.click(
      await screen.findByRole('button', {
        name: "Modifier l'annonce « Ménage et repassage — Paris 11e »",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'annonce" });
    expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveValue(
      'Ménage et repassage — Paris 11e',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Certains champs sont invalides.',
    );
    expect(
      within(dialog).getByText('La date de fin doit suivre la date de début.'),
    ).toBeInTheDocument();
  });

  it('deactivates a post', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubAnnonces();
    renderAt('/admin/annonces');
    await user.click(
      await screen.findByRole('button', {
        name: "Désactiver l'annonce « Ménage et repassage — Paris 11e »",
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/annonce/update')[0]?.body).toEqual({
        id: 11,
        is_active: false,
      }),
    );
  });

  it('opens the form prefilled from ?mission= (service, town, slots still without an agent)', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubAnnonces({
      'GET /api/mission/': () =>
        ok({
          ...mission,
          client_besoin_skill_id: 4,
          date_debut: '2099-01-05',
          horaires_recurents: [
            {
              id: 1,
              mission_id: 8,
              day: 2,
              start_time: '09:00',
              end_time: '12:00',
              agent: { id: 5, prenom: 'Karim', nom_initiale: 'B.' },
            },
            {
              id: 2,
              mission_id: 8,
              day: 5,
              start_time: '14:00',
              end_time: '16:00',
              agent: null,
            },
          ],
        }),
      'GET /api/client/': () => ok(clientDetail({ lat: 48.8556, lng: 2.3589 })),
    });
    renderAt(`/admin/annonces?mission=${encryptPathId(8)}`);

    const dialog = await screen.findByRole('dialog', { name: 'Publier une annonce' });
    expect(within(dialog).getByText(/mission n° 8/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toHaveValue('4');
    expect(within(dialog).getByRole('textbox', { name: 'Code postal' })).toHaveValue('75004');
    expect(within(dialog).getAllByRole('group', { name: /^Créneau \d/ })).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Garde du vendredi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Après l’école.');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/annonce/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/annonce/create')[0]?.body).toMatchObject({
      mission_id: 8,
      client_besoin_skill_id: 4,
      date_debut: '2099-01-05',
      is_ponctuel: false,
      horaires: [{ day: 5, time_debut: '14:00', time_fin: '16:00' }],
      lat: 48.8556,
    });
  }, 30_000);
});

describe('checkAnnonceForm', () => {
  it('refuses slots off the grid or ending before they start, and hours off the half hour', () => {
    const state = {
      ...emptyAnnonceForm('2026-03-18'),
      titre: 'T',
      description: 'D',
      codep: '75011',
      ville: 'Paris',
      lat: '48.86',
      lng: '2.38',
      nbHeures: '2,25',
      dateFin: '2026-03-01',
      horaires: [
        { day: 1, time_debut: '10:00', time_fin: '09:00' },
        { day: 2, time_debut: '08:15', time_fin: '09:00' },
      ],
    };
    expect(Object.keys(checkAnnonceForm(state)).sort()).toEqual([
      'dateFin',
      'nbHeures',
      'slot.0',
      'slot.1',
    ]);
    expect(checkAnnonceForm({ ...state, nbHeures: '', dateFin: '', horaires: [] })).toEqual({});
    expect(
      checkAnnonceForm({ ...state, nbHeures: '', dateFin: '', horaires: [], isPonctuel: false }),
    ).toHaveProperty('horaires');
  });
});
