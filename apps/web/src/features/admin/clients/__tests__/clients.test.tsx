import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import { decryptPathId, encryptPathId } from '../../../../lib/path-id.ts';
import {
  clientDetail,
  clientListItem,
  emptyDocuments,
  mission,
  page,
} from '../../../../test/back-office-fixtures.ts';
import {
  COMMERCIAL_SECTIONS,
  RECRUITMENT_SECTIONS,
  ok,
  renderAt,
  signInOperator,
  sectionNames,
  stubApi,
} from '../../../../test/back-office.tsx';

// Leaflet does not run under jsdom: the shared map is replaced by a button that picks a point.
vi.mock('../../../../components/map/index.ts', () => ({
  PointsMap: ({
    points,
    onPick,
    label,
  }: {
    points: { id: string | number; label: string }[];
    onPick?: (lat: number, lng: number) => void;
    label?: string;
  }) => (
    <div role="region" aria-label={label}>
      <ul>
        {points.map((point) => (
          <li key={point.id}>{point.label}</li>
        ))}
      </ul>
      <button type="button" onClick={() => onPick?.(48.8556, 2.3589)}>
        Choisir le point de test
      </button>
    </div>
  ),
}));

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const clientPath = () => `/api/client/`;

describe('client search (/admin/clients)', () => {
  it('opens on the active clients, searches by name and postal code on submit only, then opens the client file', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/clients/client-statuts': () => ok([{ id: 2, libelle: 'Client actif' }]),
      'POST /api/clients/search': () => ok(page([clientListItem])),
      'GET /api/client/': () => ok(clientDetail()),
      'GET /api/clients/client-contacts/': () =>
        ok([
          {
            id: 31,
            client_id: 3,
            civilite: 'M.',
            nom: 'Martin',
            prenom: 'Paul',
            lien: 'fils',
            mobile: '0611111111',
            email: null,
            is_contact_urgence: true,
          },
        ]),
      'GET /api/interlocuteurs/client/': () =>
        ok([
          {
            id: 41,
            client_id: 3,
            civilite: 'Mme',
            nom: 'Durand',
            prenom: 'Anne',
            fonction: 'Assistante sociale',
            organisme: 'CCAS',
            email: 'anne.durand@ccas.fr',
            mobile: null,
            is_destinataire_factures: false,
            created_at: '2026-03-01T00:00:00.000Z',
          },
        ]),
      'GET /api/devis/brouillons/client/': () => ok([]),
      'GET /api/missions/missions-actives/': () => ok([mission]),
      'GET /api/devis/client/': () => ok([]),
      'POST /api/clients/interventions/': () => ok([]),
      'GET /api/clients/documents/': () => ok(emptyDocuments, 'documents'),
    });
    renderAt('/admin/clients');

    // The screen opens on every active client (a search without criteria).
    await screen.findByText('1 client trouvé');
    expect(api.callsTo('POST', '/api/clients/search').map((call) => call.body)).toEqual([
      { statut_ids: [], page: 1 },
    ]);
    await user.type(await screen.findByRole('searchbox', { name: /Nom, e-mail/ }), 'Martin');
    await user.type(screen.getByRole('textbox', { name: 'Code postal ou département' }), '75');
    expect(api.callsTo('POST', '/api/clients/search')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/clients/search')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/clients/search')[1]?.body).toEqual({
      q: 'Martin',
      codep: '75',
      statut_ids: [],
      page: 1,
    });
    await user.click(screen.getByRole('link', { name: 'Ouvrir la fiche de Mme Lou Martin' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Mme Lou Martin' })).toBeVisible();
    const getClient = api.callsTo('GET', clientPath())[0];
    expect(decryptPathId(getClient?.path.split('/').at(-1))).toBe(3);
    expect(screen.getByText('Adresse non placée sur la carte')).toBeInTheDocument();
    expect(await screen.findByText('M. Paul Martin')).toBeInTheDocument();
    expect(screen.getByText('Contact d’urgence')).toBeInTheDocument();
    expect(await screen.findByText('Mme Anne Durand')).toBeInTheDocument();
    expect(screen.getByText('Préfère être appelée le matin.')).toBeInTheDocument();
    expect(await screen.findByText('2 interventions sans agent')).toBeInTheDocument();
    const planning = new URL(
      screen
        .getByRole('link', { name: 'Planifier la mission Entretien du domicile et repassage' })
        .getAttribute('href') ?? '',
      window.location.origin,
    );
    expect(planning.pathname).toBe('/admin/planning');
    expect(decryptPathId(planning.searchParams.get('mission'))).toBe(8);
    const devis = new URL(
      screen.getByRole('link', { name: 'Faire un devis' }).getAttribute('href') ?? '',
      window.location.origin,
    );
    expect(devis.pathname).toBe('/admin/devis/nouveau');
    expect(decryptPathId(devis.searchParams.get('client'))).toBe(3);
    expect(await screen.findByText('Aucune intervention sur cette période.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun document.')).toBeInTheDocument();
  });

  it('creates the client’s account and says where the invitation went', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/client/': () => ok(clientDetail()),
      'POST /api/client/create-client-user-account/': () =>
        ok({ user_id: 90, client_id: 3, email: 'lou.martin@exemple.fr' }),
    });
    renderAt(`/admin/clients/${encryptPathId(3)}`);

    const account = await screen.findByRole('region', { name: 'Compte d’accès' });
    await user.click(
      within(account).getByRole('button', { name: 'Créer le compte et envoyer l’invitation' }),
    );
    expect(
      await within(account).findByText(
        'Compte créé : l’invitation a été envoyée à lou.martin@exemple.fr.',
      ),
    ).toBeInTheDocument();
    const call = api.callsTo('POST', '/api/client/create-client-user-account/')[0];
    expect(decryptPathId(call?.path.split('/').at(-1))).toBe(3);
    expect(call?.body).toEqual({});
  });

  it('places an unlocated client’s home on the map', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/client/': () => ok({ ...clientDetail(), lat: null, lng: null }),
      'POST /api/clients/localiser': () => ok({ id: 3, lat: 48.8556, lng: 2.3589 }),
    });
    renderAt(`/admin/clients/${encryptPathId(3)}`);

    const location = await screen.findByRole('region', { name: 'Position du domicile' });
    expect(within(location).getByText(/Adresse non placée sur la carte/)).toBeInTheDocument();
    await user.click(within(location).getByRole('button', { name: 'Choisir le point de test' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/clients/localiser')[0]?.body).toEqual({
        client_id: 3,
        lat: 48.8556,
        lng: 2.3589,
      }),
    );
    expect(
      await within(location).findByText('Position du domicile enregistrée.'),
    ).toBeInTheDocument();
  });

  it('adds and deletes a comment', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/client/': () => ok(clientDetail()),
      'POST /api/clients/commentaires': () =>
        ok({
          id: 52,
          texte: 'Rappeler lundi.',
          auteur_id: 7,
          auteur_nom: 'Lou Opérateur',
          created_at: '2026-03-18T10:00:00.000Z',
        }),
      'DELETE /api/clients/commentaires/delete/': () => ok({ id: 51, deleted: true }),
    });
    renderAt(`/admin/clients/${encryptPathId(3)}`);

    const comments = await screen.findByRole('region', { name: 'Commentaires' });
    await user.click(within(comments).getByRole('button', { name: 'Ajouter le commentaire' }));
    expect(await within(comments).findByText('Écrivez le commentaire.')).toBeInTheDocument();
    await user.type(
      within(comments).getByRole('textbox', { name: 'Nouveau commentaire' }),
      'Rappeler lundi.',
    );
    await user.click(within(comments).getByRole('button', { name: 'Ajouter le commentaire' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/clients/commentaires')[0]?.body).toEqual({
        client_id: 3,
        texte: 'Rappeler lundi.',
      }),
    );
    await user.click(
      within(comments).getByRole('button', { name: /^Supprimer le commentaire du/ }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/clients/commentaires/delete/')).toHaveLength(1),
    );
    const deleted = api.callsTo('DELETE', '/api/clients/commentaires/delete/')[0];
    expect(decryptPathId(deleted?.path.split('/').at(-1))).toBe(51);
  });

  it('finds the clients around a point picked on the map, 20 km by default', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/clients/client-statuts': () => ok([]),
      // Two clients within the radius, one per page: the second comes with « Voir les clients
      // suivants ».
      'POST /api/clients/clients-around': (call) =>
        (call.body as { page: number }).page === 1
          ? ok({
              items: [
                { ...clientListItem, lat: 48.86, lng: 2.36, distance_km: 1.24, services: [1] },
              ],
              page: 1,
              limit: 1,
              total: 2,
            })
          : ok({
              items: [
                {
                  ...clientListItem,
                  id: 4,
                  prenom: 'Zoé',
                  lat: 48.9,
                  lng: 2.4,
                  distance_km: 6.5,
                  services: [1],
                },
              ],
              page: 2,
              limit: 1,
              total: 2,
            }),
    });
    renderAt('/admin/clients');

    await user.click(await screen.findByRole('tab', { name: 'Autour d’un point' }));
    const search = screen.getByRole('button', { name: 'Chercher autour de ce point' });
    expect(search).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Choisir le point de test' }));
    await user.click(search);

    await screen.findByText('2 clients dans le rayon : le plus proche est affiché');
    expect(api.callsTo('POST', '/api/clients/clients-around')[0]?.body).toEqual({
      lat: 48.8556,
      lng: 2.3589,
      distanceKM: 20,
      statut_ids: [],
      page: 1,
    });
    expect(screen.getByText('75004 Paris · 1,2 km')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Carte des clients autour du point' });
    expect(within(map).getByText('Mme Lou Martin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir les clients suivants' }));
    await screen.findByText('2 clients dans le rayon');
    expect(api.callsTo('POST', '/api/clients/clients-around')[1]?.body).toMatchObject({ page: 2 });
    expect(screen.getByText('75004 Paris · 6,5 km')).toBeInTheDocument();
    expect(within(map).getByText('Mme Zoé Martin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir les clients suivants' })).toBeNull();
  });

  it('refuses a radius over 200 km before asking the API', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({ 'GET /api/clients/client-statuts': () => ok([]) });
    renderAt('/admin/clients');
    await user.click(await screen.findByRole('tab', { name: 'Autour d’un point' }));
    await user.click(screen.getByRole('button', { name: 'Choisir le point de test' }));
    const radius = screen.getByRole('textbox', { name: 'Rayon (km)' });
    await user.clear(radius);
    await user.type(radius, '10000');
    await user.click(screen.getByRole('button', { name: 'Chercher autour de ce point' }));
    expect(
      await screen.findByText('Le rayon doit être compris entre 0 (exclu) et 200 km.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/clients/clients-around')).toHaveLength(0);
  });
});

describe('sections of the back office per role', () => {
  it('a commercial operator gets every section and lands on the cockpit', async () => {
    signInOperator([3]);
    stubApi({
      'GET /api/client-cockpit/commercial/counts': () =>
        ok({ ouvertes: 0, mes_taches: 0, non_affectees: 0, par_type: {} }),
      'POST /api/client-cockpit/commercial?': () => ok(page([])),
    });
    const { router } = renderAt('/admin');
    expect(await sectionNames()).toEqual(COMMERCIAL_SECTIONS);
    expect(await screen.findByRole('heading', { name: 'Cockpit commercial' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
  });

  it('an accountant is not offered the cockpit, planning nor quotes, and lands on the clients', async () => {
    signInOperator([4]);
    const api = stubApi({ 'GET /api/clients/client-statuts': () => ok([]) });
    const { router } = renderAt('/admin');
    expect(await sectionNames()).toEqual([
      'Clients',
      'Relevés d’heures',
      'Factures',
      'Financeurs',
      'Exports',
      'Messagerie',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clients' })).toBeVisible();
    // Nor the around search, reserved to recruitment and commercial teams.
    expect(screen.queryByRole('tab', { name: 'Autour d’un point' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/client-cockpit/commercial')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
  });

  it('a recruiter gets recruitment, candidates, clients, planning and job posts', async () => {
    signInOperator([2]);
    stubApi({ 'GET /api/clients/client-statuts': () => ok([]) });
    renderAt('/admin/clients');
    expect(await sectionNames()).toEqual(RECRUITMENT_SECTIONS);
  });

  it('a client file read by an accountant offers neither quote, account nor comment actions', async () => {
    signInOperator([4]);
    stubApi({ 'GET /api/client/': () => ok(clientDetail()) });
    renderAt(`/admin/clients/${encryptPathId(3)}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mme Lou Martin' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Faire un devis' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Créer le compte et envoyer l’invitation' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ajouter le commentaire' }),
    ).not.toBeInTheDocument();
  });
});

describe("the client's payments account (accounting)", () => {
  it('shows the credit and each open invoice with what remains, linked to the invoice screen', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/client/': () => ok(clientDetail()),
      [`GET /api/client/${encryptPathId(3)}/reglements`]: () =>
        ok({ client_id: 3, credit_centimes: 3003, reglements: [] }),
      [`GET /api/client/${encryptPathId(3)}/factures-ouvertes`]: () =>
        ok([
          {
            id: 12,
            numero: 'F-2026-00043',
            periode: '2026-02',
            date_echeance: '2026-03-15',
            montant_centimes: 5005,
            avoirs_centimes: 0,
            regle_centimes: 0,
            reste_centimes: 5005,
          },
        ]),
    });
    renderAt(`/admin/clients/${encryptPathId(3)}`);
    const section = await screen.findByRole('region', { name: 'Règlements et avoir' });
    expect(await within(section).findByText(/Avoir du client : 30,03\s€ disponible/)).toBeVisible();
    const link = within(section).getByRole('link', {
      name: /Facture F-2026-00043 : reste à payer 50,05\s€/,
    });
    expect(
      decryptPathId(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('facture')),
    ).toBe(12);
    expect(within(section).getByText('Échéance le 15/03/2026')).toBeVisible();
  });

  it('is not shown to a commercial operator', async () => {
    signInOperator([3]);
    stubApi({ 'GET /api/client/': () => ok(clientDetail()) });
    renderAt(`/admin/clients/${encryptPathId(3)}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mme Lou Martin' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Règlements et avoir' })).toBeNull();
  });
});
