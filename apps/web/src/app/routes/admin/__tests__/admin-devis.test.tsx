import { SKILLS, priceDevis } from '@maisonnee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from './render-pages.tsx';
import { callEndpoint } from '../../../../lib/api-client.ts';
import { formatEuros } from '../../../../lib/format.ts';
import { ApiError } from '../../../../lib/http.ts';
import { decryptPathId, encryptPathId } from '../../../../lib/path-id.ts';
import { makeUser } from '../../../../test/tokens.ts';
import { AdminDevisListPage, AdminDevisPage } from '../admin-devis-page.tsx';
import type { BesoinBrouillon } from '../../../../lib/brouillons.ts';
import type { AdminClient } from '../../../../lib/admin-client.ts';
import type { AdminDevis } from '../../../../features/admin/devis/api/list-conciergerie-devis.ts';

vi.mock('../../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
vi.mock('../../../../lib/toast.ts', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; body?: Record<string, unknown> }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const CLIENT_ID = 3;
const client = {
  id: CLIENT_ID,
  civilite: 'Mme',
  prenom: 'Lou',
  nom: 'Martin',
} as AdminClient;

function devis(overrides: Partial<AdminDevis> = {}): AdminDevis {
  // A cast: fields the API adds later (insurer's share…) must not break the fixture.
  return {
    prise_en_charge_mutuelle: null,
    id: 40,
    client_id: CLIENT_ID,
    reference: 'DEVL-2026-40',
    statut: 'brouillon',
    is_libre: true,
    mission_id: null,
    mutuelle_id: null,
    date_emission: '2026-11-23',
    date_validite: null,
    montant_ht: 65.45,
    montant_tva: 6.55,
    montant_ttc: 72,
    montant_mensuel_ttc: 312,
    reste_a_charge_ttc: 36,
    reste_a_charge_mensuel_ttc: 156,
    commentaire: null,
    signed_at: null,
    signataire: null,
    filename_signe: null,
    devis_details: [],
    created_at: '2026-11-23T09:00:00Z',
    updated_at: '2026-11-23T09:00:00Z',
    ...overrides,
  } as AdminDevis;
}

const besoin: BesoinBrouillon = {
  id: 9,
  client_id: CLIENT_ID,
  kind: 'besoin',
  devis_id: null,
  mission_id: null,
  service: 1,
  frequence: 'ponctuel',
  date: '2026-12-05', // a Saturday: weekend rate
  time_debut: '10:00',
  time_fin: '12:30',
  description: 'Grand ménage avant les fêtes',
  frequenceType: 'Toutes les semaines',
  frequenceId: null,
  duration: 2.5,
  nb_heures: 0,
  nb_heures_weekend: 2.5,
  reccurentArray: [],
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
};

let listed: AdminDevis[] = [];

function answer(name: string): unknown {
  switch (name) {
    case 'getClient':
      return client;
    case 'getBrouillon':
      return besoin;
    case 'listClientBrouillons':
      return [];
    case 'createDevisLibre':
      return devis({ statut: 'en_attente_signature' });
    case 'listConciergerieDevis':
      return listed;
    case 'resendDevisForSign':
      return { message: 'Devis envoyé.' };
    case 'deleteDevis':
      return { id: 40, deleted: true };
    case 'refuseDevis':
      return devis({ id: 41, reference: 'DEV-2026-41', statut: 'refuse' });
    case 'searchClients':
      return {
        items: [
          {
            id: CLIENT_ID,
            civilite: 'Mme',
            prenom: 'Lou',
            nom: 'Martin',
            codep: '75011',
            ville: 'Paris',
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
      };
    default:
      throw new Error(`unexpected call ${name}`);
  }
}

function renderAt(url: string) {
  renderPages(url, {
    '/admin/devis': <AdminDevisListPage />,
    '/admin/devis/nouveau': <AdminDevisPage />,
  });
}

const enc = encodeURIComponent(encryptPathId(CLIENT_ID));
const select = (name: RegExp | string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('combobox', { name }) as HTMLSelectElement;
const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** French amounts carry non-breaking spaces: compare texts with plain spaces. */
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();
const priceText = (box: HTMLElement) =>
  spaces(within(box).getByTestId('price-amount').textContent ?? '');

beforeEach(() => {
  // A commercial operator: the quote actions are the commercial team's (docs/roles.md).
  localStorage.setItem('user', JSON.stringify(makeUser({ roles_ids: [3], client_id: null })));
  call.mockReset();
  listed = [];
  call.mockImplementation((route) => Promise.resolve(answer(route.name) as never));
});

describe('quote builder (/admin/devis/nouveau)', () => {
  it('prices the quote live with the domain pricing of the client form', async () => {
    renderAt(`/admin/devis/nouveau?client=${enc}`);
    expect(await screen.findByText('Pour Mme Lou Martin')).toBeInTheDocument();
    const box = screen.getByLabelText('Prix du devis');
    expect(within(box).getByText(/Choisissez la prestation/)).toBeInTheDocument();

    change(select('Prestation'), '1');
    // Default slot: Monday 09:00–12:00, recurring every week: 3 h at 24 €.
    expect(priceText(box)).toBe(spaces(`${formatEuros(72)} TTC par semaine`));
    expect(spaces(box.textContent ?? '')).toContain(
      spaces(`${formatEuros(312)} TTC par mois en moyenne`),
    );

    // A Saturday slot is priced at the weekend rate, the same way the API prices it.
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    const second = screen.getByRole('group', { name: 'Créneau 2' });
    change(select('Jour', second), '6');
    change(select('Fin', second), '11:00');
    const expected = priceDevis({
      skillId: 1,
      recurring: true,
      nbHeures: 3,
      nbHeuresWeekend: 2,
      frequenceId: 1,
    });
    expect(priceText(box)).toBe(spaces(`${formatEuros(expected.montantTTC)} TTC par semaine`));
    expect(expected.montantTTC).toBe(132);

    // A negotiated price replaces the agency's price in the estimate.
    fireEvent.change(screen.getByLabelText(/Prix horaire négocié en semaine/), {
      target: { value: '20' },
    });
    expect(priceText(box)).toBe(spaces(`${formatEuros(120)} TTC par semaine`));
  });

  it('offers only times on the half-hour grid', async () => {
    renderAt(`/admin/devis/nouveau?client=${enc}`);
    await screen.findByText('Pour Mme Lou Martin');
    const start = select('Début');
    const options = Array.from(start.options).map((o) => o.value);
    expect(options).toContain('09:30');
    expect(options.every((time) => /^([01]\d|2[0-4]):(00|30)$/.test(time))).toBe(true);
    expect(options).not.toContain('09:15');
    change(start, '09:15');
    expect(start.value).not.toBe('09:15');
  });

  it('sends the quote for signature with the body the contract expects', async () => {
    renderAt(`/admin/devis/nouveau?client=${enc}`);
    await screen.findByText('Pour Mme Lou Martin');
    change(select('Prestation'), '2');
    fireEvent.change(screen.getByLabelText(/Premier jour/), { target: { value: '2026-12-01' } });
    change(select('Rythme'), 'Toutes les deux semaines');
    fireEvent.change(screen.getByLabelText(/Commentaire pour le client/), {
      target: { value: 'Devis suite à notre appel' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer pour signature' }));

    await waitFor(() => expect(calls('createDevisLibre')).toHaveLength(1));
    expect(calls('createDevisLibre')[0]![1].body).toEqual({
      client_id: CLIENT_ID,
      date_validite: null,
      commentaire: 'Devis suite à notre appel',
      send: true,
      lignes: [
        {
          client_besoin_skill_id: 2,
          libelle: SKILLS[2],
          is_ponctuel: false,
          frequence_type: 'Toutes les deux semaines',
          date_debut: '2026-12-01',
          date_fin: null,
          nb_heures: 3,
          nb_heures_weekend: 0,
          description: null,
          horaires: [{ day: 1, time_debut: '09:00', time_fin: '12:00' }],
          creneaux: [],
        },
      ],
    });
    // Then the client's quotes are shown.
    expect(await screen.findByRole('heading', { name: 'Devis du client' })).toBeInTheDocument();
  });

  it('prefills a one-off quote from the client’s need and sends its dated slot', async () => {
    renderAt(`/admin/devis/nouveau?client=${enc}&besoin=${encodeURIComponent(encryptPathId(9))}`);
    expect(
      await screen.findByText(/Prérempli avec le besoin saisi par le client/),
    ).toBeInTheDocument();
    expect(decryptPathId(calls('getBrouillon')[0]![1].params!.id)).toBe(9);
    const box = screen.getByLabelText('Prix du devis');
    // 2.5 h one-off on a Saturday: 38 € an hour.
    expect(priceText(box)).toBe(spaces(`${formatEuros(95)} TTC au total`));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer sans envoyer' }));
    await waitFor(() => expect(calls('createDevisLibre')).toHaveLength(1));
    const body = calls('createDevisLibre')[0]![1].body as { send: boolean; lignes: unknown[] };
    expect(body.send).toBe(false);
    expect(body.lignes[0]).toMatchObject({
      is_ponctuel: true,
      frequence_type: null,
      date_debut: '2026-12-05',
      date_fin: '2026-12-05',
      nb_heures: 0,
      nb_heures_weekend: 2.5,
      description: 'Grand ménage avant les fêtes',
      creneaux: [{ date: '2026-12-05', time_debut: '10:00', time_fin: '12:30' }],
      horaires: [],
    });
  });

  it('sends nothing while a field is missing, and shows the API’s refusal in French', async () => {
    renderAt(`/admin/devis/nouveau?client=${enc}`);
    await screen.findByText('Pour Mme Lou Martin');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer pour signature' }));
    expect(await screen.findByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(calls('createDevisLibre')).toHaveLength(0);

    call.mockImplementation((route) =>
      route.name === 'createDevisLibre'
        ? Promise.reject(
            new ApiError(404, {
              success: false,
              error: { code: 'NOT_FOUND', message: 'Client introuvable.' },
            }),
          )
        : Promise.resolve(answer(route.name) as never),
    );
    change(select('Prestation'), '1');
    fireEvent.change(screen.getByLabelText(/Premier jour/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer pour signature' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Client introuvable.');
  });

  it('lets the operator choose the client when the link names none', async () => {
    renderAt('/admin/devis/nouveau');
    expect(screen.getByText('Choisissez d’abord le client du devis.')).toBeInTheDocument();
    // Typing sends nothing; the search leaves when asked.
    fireEvent.change(screen.getByLabelText(/Rechercher le client/), {
      target: { value: 'Martin' },
    });
    expect(calls('searchClients')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const choose = await screen.findByRole('link', { name: 'Choisir Mme Lou Martin' });
    expect(calls('searchClients')[0]![1].body).toEqual({ q: 'Martin', statut_ids: [] });
    fireEvent.click(choose);
    expect(await screen.findByText('Pour Mme Lou Martin')).toBeInTheDocument();
  });

  it('says so when the link names no client', async () => {
    renderAt('/admin/devis/nouveau?client=pas-un-id');
    expect(await screen.findByRole('alert')).toHaveTextContent('ne désigne pas un client');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('client quotes (/admin/devis?client=)', () => {
  it('lists the quotes with the actions their state allows, and resends and deletes', async () => {
    listed = [
      devis(),
      devis({ id: 41, reference: 'DEV-2026-41', statut: 'en_attente_signature', is_libre: false }),
      devis({
        id: 42,
        reference: 'DEV-2026-42',
        statut: 'signe',
        signed_at: '2026-11-20T10:00:00Z',
      }),
    ];
    renderAt(`/admin/devis?client=${enc}`);
    expect(await screen.findByText('DEVL-2026-40')).toBeInTheDocument();
    expect(decryptPathId(calls('listConciergerieDevis')[0]![1].params!.id)).toBe(CLIENT_ID);

    const draftActions = screen.getByRole('group', { name: 'Actions sur le devis DEVL-2026-40' });
    expect(
      within(draftActions).getByRole('button', { name: 'Envoyer pour signature' }),
    ).toBeInTheDocument();
    const sentActions = screen.getByRole('group', { name: 'Actions sur le devis DEV-2026-41' });
    expect(screen.queryByRole('group', { name: 'Actions sur le devis DEV-2026-42' })).toBeNull();

    fireEvent.click(
      within(sentActions).getByRole('button', { name: 'Renvoyer le lien de signature' }),
    );
    await waitFor(() => expect(calls('resendDevisForSign')).toHaveLength(1));
    expect(calls('resendDevisForSign')[0]![1].body).toEqual({ devis_id: 41 });

    fireEvent.click(within(draftActions).getByRole('button', { name: 'Supprimer' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer le devis DEVL-2026-40 ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() => expect(calls('deleteDevis')).toHaveLength(1));
    expect(decryptPathId(calls('deleteDevis')[0]![1].params!.id)).toBe(40);
  });

  it('marks a quote waiting for its signature or expired refused, after a confirmation with an optional reason', async () => {
    listed = [
      devis(),
      devis({ id: 41, reference: 'DEV-2026-41', statut: 'en_attente_signature', is_libre: false }),
      devis({ id: 43, reference: 'DEV-2026-43', statut: 'expire', is_libre: false }),
      devis({ id: 44, reference: 'DEV-2026-44', statut: 'refuse', is_libre: false }),
    ];
    renderAt(`/admin/devis?client=${enc}`);
    const sentActions = await screen.findByRole('group', {
      name: 'Actions sur le devis DEV-2026-41',
    });
    // Offered for a quote sent (waiting or expired), not for a draft nor a refused one.
    const draftActions = screen.getByRole('group', { name: 'Actions sur le devis DEVL-2026-40' });
    expect(within(draftActions).queryByRole('button', { name: 'Marquer refusé' })).toBeNull();
    const expiredActions = screen.getByRole('group', { name: 'Actions sur le devis DEV-2026-43' });
    expect(
      within(expiredActions).getByRole('button', { name: 'Marquer refusé' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions sur le devis DEV-2026-44' })).toBeNull();

    // Cancelling the confirmation sends nothing.
    fireEvent.click(within(sentActions).getByRole('button', { name: 'Marquer refusé' }));
    let confirm = screen.getByRole('alertdialog', {
      name: 'Le client a refusé le devis DEV-2026-41 ?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls('refuseDevis')).toHaveLength(0);

    fireEvent.click(within(sentActions).getByRole('button', { name: 'Marquer refusé' }));
    confirm = screen.getByRole('alertdialog', {
      name: 'Le client a refusé le devis DEV-2026-41 ?',
    });
    change(within(confirm).getByLabelText(/Motif du refus/), '  Trop cher  ');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Oui, marquer refusé' }));
    await waitFor(() => expect(calls('refuseDevis')).toHaveLength(1));
    expect(calls('refuseDevis')[0]![1].body).toEqual({ devis_id: 41, motif: 'Trop cher' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a refused "mark refused" in French', async () => {
    listed = [devis({ id: 41, reference: 'DEV-2026-41', statut: 'en_attente_signature' })];
    call.mockImplementation((route) =>
      route.name === 'refuseDevis'
        ? Promise.reject(
            new ApiError(409, {
              success: false,
              error: {
                code: 'ALREADY_SIGNED',
                message: 'Ce devis est déjà signé : il ne peut pas être refusé.',
              },
            }),
          )
        : Promise.resolve(answer(route.name) as never),
    );
    renderAt(`/admin/devis?client=${enc}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer refusé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, marquer refusé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce devis est déjà signé : il ne peut pas être refusé.',
    );
    expect(calls('refuseDevis')[0]![1].body).toEqual({ devis_id: 41 });
  });

  it('shows a refused deletion in French', async () => {
    listed = [devis({ statut: 'en_attente_signature' })];
    call.mockImplementation((route) =>
      route.name === 'deleteDevis'
        ? Promise.reject(
            new ApiError(409, {
              success: false,
              error: { code: 'ALREADY_SIGNED', message: 'Ce devis est déjà signé.' },
            }),
          )
        : Promise.resolve(answer(route.name) as never),
    );
    renderAt(`/admin/devis?client=${enc}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce devis est déjà signé.');
  });
});

describe('client quotes read by accounting', () => {
  it('lists them without the commercial team’s actions nor its links', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ roles_ids: [4], client_id: null })));
    listed = [
      devis(),
      devis({ id: 41, reference: 'DEV-2026-41', statut: 'en_attente_signature', is_libre: false }),
    ];
    renderAt(`/admin/devis?client=${enc}`);
    expect(await screen.findByText('DEV-2026-41')).toBeInTheDocument();
    expect(screen.getByText('DEVL-2026-40')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Actions sur le devis/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien de signature' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nouveau devis' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Proposer des plannings' })).toBeNull();
  });
});
