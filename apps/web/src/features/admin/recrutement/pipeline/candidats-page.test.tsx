import '../../../../test/setup.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';
import { NOW_ISO, page } from '../../../../test/back-office-fixtures.ts';
import { fakeMatchMedia } from '../../../../test/match-media.ts';
import {
  json,
  ok,
  renderAt,
  signInOperator,
  stubApi,
  type Call,
} from '../../../../test/back-office.tsx';

// The pages load lazily and the machine running the suite may be busy: wait longer than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no SVG geometry: Leaflet decides at import whether it can draw SVG.
beforeAll(() => {
  const proto = (window.SVGSVGElement ?? window.SVGElement).prototype as unknown as {
    createSVGRect?: () => object;
  };
  proto.createSVGRect ??= () => ({});
});

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Item = ResponseOf<'searchCandidatsByStatuts'>['items'][number];
type Candidat = ResponseOf<'getCandidat'>;

function item(overrides: Partial<Item> = {}): Item {
  return {
    id: 42,
    civilite: 'Mme',
    nom: 'Petit',
    prenom: 'Léa',
    email: 'lea.petit@example.fr',
    mobile: '0612345678',
    codep: '75011',
    ville: 'Paris',
    statut_id: 1,
    statut: 'Candidature reçue',
    is_active: true,
    created_at: NOW_ISO,
    services: [1, 3],
    note_moyenne: null,
    ...overrides,
  };
}

function fiche(overrides: Partial<Candidat> = {}): Candidat {
  return {
    ...item(),
    user_id: null,
    fixe: null,
    date_naissance: '1990-05-04',
    adresse: '3 rue Oberkampf',
    country: 'France',
    lat: 48.86,
    lng: 2.37,
    profile_photo_path: null,
    competence_ids: [],
    infos_supp: [],
    transport_type_id: 1,
    rayon_km: 15,
    disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
    experience_annees: 3,
    presentation: null,
    is_candidature_complete: true,
    date_entree: null,
    date_sortie: null,
    contrat_signe_at: null,
    nb_avis: 0,
    updated_at: NOW_ISO,
    ...overrides,
  } as Candidat;
}

/** Opens a Mantine select and clicks one of its own options (other selects hold the same names). */
async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, name: string) {
  await user.click(input);
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  await user.click(await within(listbox).findByRole('option', { name, hidden: true }));
}

/** Léa's card, moved to the status named `statut` with « Déplacer ». */
async function moveLea(user: ReturnType<typeof userEvent.setup>, statut: string) {
  const card = await screen.findByRole('article', { name: 'Léa Petit' });
  await choose(user, within(card).getByRole('textbox', { name: 'Changer le statut' }), statut);
  await user.click(within(card).getByRole('button', { name: 'Déplacer' }));
  return card;
}

/**
 * Léa went to « À contacter » by her status alone (POST /api/candidat/update): the file is neither
 * read nor sent back whole, and the columns' counts follow.
 */
async function expectLeaMovedAlone(api: ReturnType<typeof stubApi>) {
  await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(1));
  expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({ id: 42, statut_id: 2 });
  expect(api.callsTo('GET', '/api/candidat/')).toHaveLength(0);
  expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
  expect(await screen.findByRole('button', { name: 'À contacter (1)' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Candidature reçue (0)' })).toBeVisible();
}

const lea = item();
const marc = item({ id: 43, nom: 'Durand', prenom: 'Marc', statut_id: 3, statut: 'Entretien' });

/** search-by-statuts answers: Léa in "Candidature reçue", Marc in "Entretien planifié". */
function byStatut(call: Call) {
  const [statutId] = (call.body as { statut_ids: number[] }).statut_ids;
  if (statutId === 1) return ok(page([lea]));
  if (statutId === 3) return ok(page([marc]));
  return ok(page([]));
}

/** One candidate on the map (Léa Petit, in Paris), with the given status. */
function mapPosition(statut: string) {
  return {
    id: 42,
    kind: 'candidat' as const,
    lat: 48.86,
    lng: 2.37,
    label: 'Léa Petit',
    statut,
    services: [1],
  };
}

describe('the candidates page (/admin/recrutement/candidats)', { timeout: 30_000 }, () => {
  it('shows one list per pipeline status with its count, and links each card to the file', async () => {
    signInOperator([2]);
    const api = stubApi({ 'POST /api/candidats/search-by-statuts': byStatut });
    renderAt('/admin/recrutement/candidats');

    expect(await screen.findByRole('heading', { name: 'Candidats' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Candidature reçue (1)' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Entretien planifié (1)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'À contacter (0)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dossier incomplet (0)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Contrat à signer (0)' })).toBeVisible();
    const bodies = api
      .callsTo('POST', '/api/candidats/search-by-statuts')
      .map((call) => [call.path, call.body]);
    expect(bodies).toEqual(
      expect.arrayContaining(
        [1, 2, 3, 4, 5].map((id) => [
          '/api/candidats/search-by-statuts?page=1',
          { statut_ids: [id] },
        ]),
      ),
    );

    const card = await screen.findByRole('article', { name: 'Léa Petit' });
    expect(within(card).getByRole('link', { name: 'Fiche de Léa Petit' })).toHaveAttribute(
      'href',
      '/admin/recrutement/candidats/42',
    );
    expect(within(card).getByText('75011 Paris')).toBeInTheDocument();
  });

  /**
   * The board of Léa in « Candidature reçue » (as `shown`) until the update moves her: then in
   * « À contacter » (statut 2); the update answers the file `saved` gives for the new status.
   */
  function stubLeaMoving(shown: typeof lea, saved: (statut_id: number) => unknown) {
    let moved = false;
    return stubApi({
      'POST /api/candidats/search-by-statuts': (call) => {
        const [statutId] = (call.body as { statut_ids: number[] }).statut_ids;
        if (statutId === 1) return ok(page(moved ? [] : [shown]));
        if (statutId === 2) return ok(page(moved ? [{ ...lea, statut_id: 2 }] : []));
        return ok(page([]));
      },
      'POST /api/candidat/update': (call) => {
        moved = true;
        return ok(saved((call.body as { statut_id: number }).statut_id));
      },
    });
  }

  it('moves a candidate to another status from the card, never offering "Contrat à signer"', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubLeaMoving(lea, (statut_id) => fiche({ statut_id }));
    renderAt('/admin/recrutement/candidats');

    const card = await screen.findByRole('article', { name: 'Léa Petit' });
    await user.click(within(card).getByRole('textbox', { name: 'Changer le statut' }));
    expect(await screen.findByRole('option', { name: 'À contacter', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Contrat à signer', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Agent actif', hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'À contacter', hidden: true }));
    await user.click(within(card).getByRole('button', { name: 'Déplacer' }));

    // The status goes alone: the file is neither read nor sent back whole.
    await expectLeaMovedAlone(api);
  });

  it('shows the French refusal of a forbidden move on the card', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'POST /api/candidat/update': () =>
        json(
          {
            success: false,
            error: {
              code: 'STATUT_CHANGE_REFUSED',
              message:
                'Ce statut est donné par l’envoi du contrat de travail : envoyez le contrat.',
            },
          },
          409,
        ),
    });
    renderAt('/admin/recrutement/candidats');

    const card = await moveLea(user, 'Dossier incomplet');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Ce statut est donné par l’envoi du contrat de travail : envoyez le contrat.',
    );
    expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({ id: 42, statut_id: 4 });
  });

  it('moves an unfinished application (no address) with its status alone', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubLeaMoving({ ...lea, codep: null, ville: null }, (statut_id) =>
      fiche({ adresse: null, is_candidature_complete: false, statut_id }),
    );
    renderAt('/admin/recrutement/candidats');

    await moveLea(user, 'À contacter');
    await expectLeaMovedAlone(api);
  });

  it('lists the active agents in their tab, offering only to set one inactive', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const agent = item({
      id: 50,
      nom: 'Roux',
      prenom: 'Nina',
      statut_id: 6,
      statut: 'Agent actif',
    });
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': (call) =>
        ok(page((call.body as { statut_ids: number[] }).statut_ids[0] === 6 ? [agent] : [])),
    });
    renderAt('/admin/recrutement/candidats');
    await user.click(await screen.findByRole('tab', { name: 'Agents actifs' }));

    const card = await screen.findByRole('article', { name: 'Nina Roux' });
    expect(screen.getByText('Agent actif (1)')).toBeInTheDocument();
    await user.click(within(card).getByRole('textbox', { name: 'Changer le statut' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Agent inactif']);
    expect(api.callsTo('POST', '/api/candidats/search-by-statuts').at(-1)?.body).toEqual({
      statut_ids: [6],
    });
  });

  it('searches by name, then by status and service', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'POST /api/candidat/name': () => ok([lea]),
      'POST /api/candidats/search': () => ok(page([marc])),
    });
    renderAt('/admin/recrutement/candidats?vue=recherche');

    const nameForm = await screen.findByRole('form', { name: 'Recherche par nom' });
    await user.type(within(nameForm).getByRole('searchbox', { name: 'Nom ou prénom' }), 'P');
    await user.click(within(nameForm).getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Saisissez au moins 2 lettres.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidat/name')).toHaveLength(0);

    await user.type(within(nameForm).getByRole('searchbox', { name: 'Nom ou prénom' }), 'eti');
    await user.click(within(nameForm).getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('article', { name: 'Léa Petit' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidat/name')[0]?.body).toEqual({ name: 'Peti' });

    const advanced = screen.getByRole('form', { name: 'Recherche par statut et compétence' });
    await choose(
      user,
      within(advanced).getByRole('textbox', { name: 'Statuts' }),
      'Entretien planifié',
    );
    await choose(user, within(advanced).getByRole('textbox', { name: 'Services' }), 'Baby-sitting');
    await user.click(within(advanced).getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('article', { name: 'Marc Durand' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/candidats/search')[0]?.body).toEqual({
      statut_ids: [3],
      services: [3],
      page: 1,
    });
  });

  it('searches around a geocoded address within the radius, refusing 0 and more than 200 km', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'GET /api/tools/geoloc-by-adresse-api-gouv/': () =>
        ok({
          label: '10 Rue de la Paix 75002 Paris',
          adresse: '10 Rue de la Paix',
          codep: '75002',
          ville: 'Paris',
          lat: 48.8686,
          lng: 2.3316,
          score: 0.9,
        }),
      'POST /api/candidats/candidats-around': () =>
        ok({
          items: [{ ...lea, lat: 48.86, lng: 2.37, distance_km: 3.24, transport_type_id: 1 }],
          page: 1,
          limit: 50,
          total: 1,
        }),
    });
    renderAt('/admin/recrutement/candidats?vue=autour');

    const form = await screen.findByRole('form', { name: 'Recherche autour d’une adresse' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Adresse' }),
      '10 rue de la Paix, Paris',
    );
    const radius = within(form).getByRole('textbox', { name: 'Rayon (km)' });
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(within(form).getByRole('button', { name: 'Chercher autour' }));
    expect(
      await screen.findByText('Le rayon doit être supérieur à 0 et au plus 200 km.'),
    ).toBeInTheDocument();
    await user.clear(radius);
    await user.type(radius, '250');
    await user.click(within(form).getByRole('button', { name: 'Chercher autour' }));
    expect(api.callsTo('POST', '/api/candidats/candidats-around')).toHaveLength(0);

    await user.clear(radius);
    await user.type(radius, '20');
    await user.click(within(form).getByRole('button', { name: 'Chercher autour' }));
    const card = await screen.findByRole('article', { name: 'Léa Petit' });
    expect(within(card).getByText('3,2 km')).toBeInTheDocument();
    expect(screen.getByText('Adresse trouvée : 10 Rue de la Paix 75002 Paris')).toBeVisible();
    expect(screen.getByText('1 résultat dans le rayon')).toBeInTheDocument();
    // Everything within the radius is shown: no next page to ask for.
    expect(screen.queryByRole('button', { name: 'Voir les résultats suivants' })).toBeNull();
    expect(api.callsTo('POST', '/api/candidats/candidats-around')[0]?.body).toEqual({
      lat: 48.8686,
      lng: 2.3316,
      distanceKM: 20,
      statut_ids: [],
      page: 1,
    });
    const geocoded = api.callsTo('GET', '/api/tools/geoloc-by-adresse-api-gouv/')[0];
    expect(decodeURIComponent(geocoded?.path ?? '')).toContain('10 rue de la Paix, Paris');
  });

  it('says so when the address cannot be located', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'GET /api/tools/geoloc-by-adresse-api-gouv/': () => ok(null),
    });
    renderAt('/admin/recrutement/candidats?vue=autour');
    const form = await screen.findByRole('form', { name: 'Recherche autour d’une adresse' });
    await user.type(within(form).getByRole('textbox', { name: 'Adresse' }), 'nulle part 99');
    await user.click(within(form).getByRole('button', { name: 'Chercher autour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adresse introuvable : précisez-la ou touchez la carte.',
    );
    expect(api.callsTo('POST', '/api/candidats/candidats-around')).toHaveLength(0);
  });

  it('maps the candidates: a marker opens the file, and the list below links to it too', async () => {
    signInOperator([2]);
    const position = mapPosition('Candidature reçue');
    const api = stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'POST /api/candidat/maps-positions': () =>
        ok({
          items: [position, { ...position, id: 43, label: 'Marc Durand', lat: 45.76, lng: 4.83 }],
          limit: 1000,
          tronque: false,
        }),
    });
    const { router } = renderAt('/admin/recrutement/candidats?vue=carte');

    expect(await screen.findByText('2 candidats sur la carte')).toBeInTheDocument();
    expect(screen.queryByText(/Précisez les filtres/)).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Candidats de la carte' });
    expect(within(list).getByRole('link', { name: 'Marc Durand' })).toHaveAttribute(
      'href',
      '/admin/recrutement/candidats/43',
    );
    expect(api.callsTo('POST', '/api/candidat/maps-positions')[0]?.body).toEqual({
      statut_ids: [],
      services: [],
    });
    const marker = await screen.findByRole('button', { name: 'Léa Petit' });
    expect(marker).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(marker, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/recrutement/candidats/42'),
    );
  });

  it('says when more candidates match than the map shows', async () => {
    signInOperator([2]);
    const position = mapPosition('Agent actif');
    stubApi({
      'POST /api/candidats/search-by-statuts': byStatut,
      'POST /api/candidat/maps-positions': () =>
        ok({ items: [position], limit: 1000, tronque: true }),
    });
    renderAt('/admin/recrutement/candidats?vue=carte');

    expect(await screen.findByText('1 candidat sur la carte')).toBeInTheDocument();
    expect(
      screen.getByText(/^Plus de 1\s000 candidats correspondent .* Précisez les filtres/),
    ).toBeInTheDocument();
  });

  it('lays the statuses out side by side as columns on a wide screen', async () => {
    signInOperator([2]);
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('min-width')),
    );
    stubApi({ 'POST /api/candidats/search-by-statuts': byStatut });
    renderAt('/admin/recrutement/candidats');

    const column = await screen.findByRole('region', { name: 'Entretien planifié' });
    expect(
      await within(column).findByRole('heading', { name: 'Entretien planifié (1)' }),
    ).toBeInTheDocument();
    expect(within(column).getByRole('article', { name: 'Marc Durand' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contrat à signer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Candidature reçue (1)' })).toBeNull();
  });

  it(
    'makes a new candidate file from the small form, then opens it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      signInOperator([2]);
      const api = stubApi({
        'POST /api/candidats/search-by-statuts': byStatut,
        'POST /api/candidat/save': () => ok(fiche({ id: 77, statut_id: 2 })),
      });
      const { router } = renderAt('/admin/recrutement/candidats');

      await user.click(await screen.findByRole('button', { name: 'Nouveau candidat' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau candidat' });
      await user.click(within(dialog).getByRole('button', { name: 'Créer la fiche' }));
      expect(await within(dialog).findByText('Choisissez au moins un service.')).toBeVisible();
      expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);

      await user.click(within(dialog).getByRole('radio', { name: 'Mme' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Petit');
      await user.type(within(dialog).getByRole('textbox', { name: 'Prénom' }), 'Léa');
      await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'lea@example.fr');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Téléphone mobile' }),
        '0612345678',
      );
      await user.type(within(dialog).getByRole('textbox', { name: 'Adresse' }), '3 rue Oberkampf');
      await user.type(within(dialog).getByRole('textbox', { name: 'Code postal' }), '75011');
      await user.type(within(dialog).getByRole('textbox', { name: 'Ville' }), 'Paris');
      await choose(user, within(dialog).getByRole('textbox', { name: 'Services' }), 'Gouvernante');
      await user.click(within(dialog).getByRole('button', { name: 'Créer la fiche' }));

      await waitFor(() => expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/candidat/save')[0]?.body).toEqual({
        civilite: 'Mme',
        nom: 'Petit',
        prenom: 'Léa',
        email: 'lea@example.fr',
        mobile: '0612345678',
        adresse: '3 rue Oberkampf',
        codep: '75011',
        ville: 'Paris',
        services: [5],
        statut_id: 2,
      });
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/recrutement/candidats/77'),
      );
    },
  );
});
