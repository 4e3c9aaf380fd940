import '../../../test/setup.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { destroySession, saveUser } from '../../../lib/session.ts';
import { renderPagesAt } from '../../../test/render-pages.tsx';
import { makeUser } from '../../../test/tokens.ts';
import type { Accueil, ProchaineVisite } from '../api/get-accueil.ts';
import { HomePage } from '../pages/home-page.tsx';

/*
 * The family's home (issue 25, point 2): the next visit and its state, what waits for the
 * family, the month's figures, the button to declare a need; the agent's and the operator's
 * /home lead elsewhere. The clock reads Monday 2 March 2026, 10:00 in Paris; the suite also runs
 * under TZ=Pacific/Kiritimati, where the device's day is already Tuesday.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const VISITE: ProchaineVisite = {
  id: 41,
  mission_id: 34,
  // Planned times: the agency's wall clock written as UTC (tomorrow 09:00–11:00 in Paris).
  date_debut: '2026-03-03T09:00:00.000Z',
  date_fin: '2026-03-03T11:00:00.000Z',
  service: { id: 1, libelle: 'Entretien du domicile et repassage' },
  agent: {
    candidat_id: 12,
    prenom: 'Karim',
    nom_initiale: 'B.',
    profile_photo_path: 'photo-karim.jpg',
    note_moyenne: 4.5,
    nb_avis: 12,
  },
  etat: 'planifiee',
  arrivee_estimee_at: null,
};

const FULL: Accueil = {
  prochaine_visite: VISITE,
  a_faire: {
    devis_a_signer: { nombre: 2, premier_id: 501 },
    releve_a_confirmer: {
      periode: '2026-02',
      nb_a_confirmer: 3,
      // Midnight in Paris on 11 March: the 10th is the last day.
      date_limite: '2026-03-10T23:00:00.000Z',
    },
    factures_a_payer: { nombre: 1, total_ttc: 130.15, premiere_id: 77 },
    messages_non_lus: 2,
  },
  mois: {
    periode: '2026-03',
    minutes_total: 450,
    minutes_faites: 120,
    cout_ttc: 188.85,
    credit_impot_ttc: 94.43,
    cout_apres_credit_ttc: 94.42,
  },
};

const EMPTY: Accueil = {
  prochaine_visite: null,
  a_faire: {
    devis_a_signer: { nombre: 0, premier_id: null },
    releve_a_confirmer: null,
    factures_a_payer: { nombre: 0, total_ttc: 0, premiere_id: null },
    messages_non_lus: 0,
  },
  mois: {
    periode: '2026-03',
    minutes_total: 0,
    minutes_faites: 0,
    cout_ttc: 0,
    credit_impot_ttc: 0,
    cout_apres_credit_ttc: 0,
  },
};

let answer: Accueil | Error = FULL;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  answer = FULL;
  call.mockReset();
  call.mockImplementation(((route: { name: string }) => {
    if (route.name === 'getAccueilClient')
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    if (route.name === 'getDocumentLink')
      return Promise.resolve({
        url: '/uploads/serve-file/x?grant=y',
        expires_at: '2026-03-02T09:05:00.000Z',
      });
    return Promise.resolve(null);
  }) as never);
  saveUser(makeUser({ id: 7, client_id: 3, roles_ids: [5], prenom: 'Lou' }));
});
afterEach(() => {
  destroySession();
  vi.useRealTimers();
});

const renderHome = () =>
  renderPagesAt('/home', {
    '/home': <HomePage />,
    '/account/agent': <p>Ma journée</p>,
    '/admin': <p>Cockpit</p>,
  });

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
/** The state badge reading `État de la visite : <value>` (its prefix is for screen readers). */
const etatBadge = (value: string) => (_: string, element: Element | null) =>
  element?.classList.contains('mantine-Badge-label') === true &&
  element.textContent === `État de la visite : ${value}`;

describe('the next visit', () => {
  it('gives the day and the planned times, the service, the agent with photo and rating, and the links', async () => {
    renderHome();
    const card = await screen.findByRole('region', { name: 'Prochaine visite' });
    expect(within(card).getByText('Demain, mardi 3 mars')).toBeInTheDocument();
    expect(
      within(card).getByText('de 9 h 00 à 11 h 00 · Entretien du domicile et repassage'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Karim B.')).toBeInTheDocument();
    expect(within(card).getByText('Note moyenne 4,5 sur 5, 12 avis')).toBeInTheDocument();
    expect(within(card).getByText(etatBadge('Planifiée'))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir le profil de Karim' })).toHaveAttribute(
      'href',
      '/intervenants/12',
    );
    expect(within(card).getByRole('link', { name: 'Cahier de liaison' })).toHaveAttribute(
      'href',
      '/cahier/34',
    );
    // The photo is a stored file: its link is minted by the API.
    await waitFor(() =>
      expect(within(card).getByRole('img', { name: 'Photo de Karim B.' })).toHaveAttribute(
        'src',
        expect.stringContaining('/uploads/serve-file/x?grant=y'),
      ),
    );
    expect(call.mock.calls.find(([route]) => route.name === 'getDocumentLink')?.[1]).toEqual({
      query: {
        document_type_id: expect.any(Number),
        filename: 'photo-karim.jpg',
        is_download: false,
      },
    });
  });

  it('reads « En route » with the announced arrival on the Paris clock, then « Arrivé(e) »', async () => {
    // The agent announced 09:05 UTC: 10:05 in Paris, whatever the device's zone.
    answer = {
      ...FULL,
      prochaine_visite: {
        ...VISITE,
        date_debut: '2026-03-02T10:00:00.000Z',
        date_fin: '2026-03-02T12:00:00.000Z',
        etat: 'en_route',
        arrivee_estimee_at: '2026-03-02T09:05:00.000Z',
      },
    };
    const { unmount } = renderHome();
    const card = await screen.findByRole('region', { name: 'Prochaine visite' });
    expect(within(card).getByText('Aujourd’hui, lundi 2 mars')).toBeInTheDocument();
    expect(
      within(card).getByText(etatBadge('En route — arrivée vers 10 h 05')),
    ).toBeInTheDocument();
    unmount();

    answer = {
      ...FULL,
      prochaine_visite: { ...VISITE, etat: 'arrive', arrivee_estimee_at: null },
    };
    renderHome();
    expect(await screen.findByText(etatBadge('Arrivé(e)'))).toBeInTheDocument();
  });

  it('says when no agent is chosen yet, and shows an agent without reviews as such', async () => {
    answer = {
      ...FULL,
      prochaine_visite: { ...VISITE, agent: null, etat: 'sans_agent', mission_id: null },
    };
    const { unmount } = renderHome();
    const card = await screen.findByRole('region', { name: 'Prochaine visite' });
    expect(within(card).getByText(etatBadge('Intervenant à confirmer'))).toBeInTheDocument();
    expect(within(card).getByText(/Nous cherchons l’intervenant/)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    unmount();

    answer = {
      ...FULL,
      prochaine_visite: {
        ...VISITE,
        agent: { ...VISITE.agent!, note_moyenne: null, nb_avis: 0, profile_photo_path: null },
      },
    };
    renderHome();
    const next = await screen.findByRole('region', { name: 'Prochaine visite' });
    expect(within(next).getByText('Pas encore d’avis')).toBeInTheDocument();
    // Initials instead of a photo, and no link asked for.
    expect(within(next).getByText('KB')).toBeInTheDocument();
    expect(call.mock.calls.some(([route]) => route.name === 'getDocumentLink')).toBe(false);
  });
});

describe('what waits for the family', () => {
  it('lists the quote, the timesheet and its deadline, the invoice and the messages, each with its link', async () => {
    renderHome();
    const list = await screen.findByRole('region', { name: 'À faire' });
    const links = within(list).getAllByRole('link');
    expect(links.map(text)).toEqual([
      '2 devis à signer',
      "Relevé d’heures de février 2026 à confirmer jusqu'au 10 mars 2026 inclus",
      'Une facture à payer : 130,15 €',
      '2 messages non lus',
    ]);
    const devisUrl = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(devisUrl.pathname).toBe('/documents/devis');
    expect(decryptPathId(devisUrl.searchParams.get('devis'))).toBe(501);
    expect(links[1]).toHaveAttribute('href', '/documents/releves?releve=2026-02');
    const factureUrl = new URL(links[2]!.getAttribute('href')!, 'http://x');
    expect(factureUrl.pathname).toBe('/documents/factures');
    expect(decryptPathId(factureUrl.searchParams.get('facture'))).toBe(77);
    expect(links[3]).toHaveAttribute('href', '/messagerie');
  });

  it("gives this month's hours and cost before and after the tax credit", async () => {
    renderHome();
    const mois = await screen.findByRole('region', { name: 'Ce mois-ci (mars 2026)' });
    const figures = within(mois)
      .getAllByRole('definition')
      .map((dd) => text(dd));
    expect(figures).toEqual(['7 h 30', '2 h', '188,85 €', '94,42 €']);
    expect(within(mois).getAllByRole('term').map(text)).toEqual([
      'Heures prévues et faites',
      'Dont déjà faites',
      'Coût du mois',
      'Après crédit d’impôt (50 %)',
    ]);
  });

  it('offers one button to declare a need', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Déclarer un besoin' })).toHaveAttribute(
      'href',
      '/besoin',
    );
  });

  it('says so in French when there is nothing yet', async () => {
    answer = EMPTY;
    renderHome();
    expect(await screen.findByText(/Aucune visite prévue pour le moment/)).toBeInTheDocument();
    expect(
      within(section('À faire')).getByText('Rien à faire pour le moment : tout est à jour.'),
    ).toBeInTheDocument();
    expect(
      within(section('Ce mois-ci (mars 2026)')).getByText('Aucune visite ce mois-ci.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Déclarer un besoin' })).toBeInTheDocument();
  });

  it('asks again when a notification arrives (the agent is on the way)', async () => {
    answer = EMPTY;
    renderHome();
    await screen.findByText(/Aucune visite prévue pour le moment/);
    answer = {
      ...FULL,
      prochaine_visite: { ...VISITE, etat: 'en_route', arrivee_estimee_at: null },
    };
    act(() =>
      dispatchRealtimeEvent({
        type: 'notification',
        data: { id: 1, titre: 'En route', message: 'Karim est en route', landing_page: '/home' },
      }),
    );
    expect(await screen.findByText(etatBadge('En route'))).toBeInTheDocument();
  });

  it('says in French when the home cannot be read, and tries again', async () => {
    answer = new Error('réseau');
    renderHome();
    expect(
      await screen.findByText(
        'Impossible de charger votre accueil pour le moment. Réessayez dans un instant.',
      ),
    ).toBeInTheDocument();
    answer = FULL;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Prochaine visite' })).toBeInTheDocument();
  });
});

describe('the other spaces', () => {
  it("takes an agent to their day and an operator to the cockpit, without asking for a family's home", async () => {
    saveUser(makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 }));
    const { unmount } = renderHome();
    expect(await screen.findByText('Ma journée')).toBeInTheDocument();
    unmount();
    saveUser(makeUser({ roles_ids: [1, 3], client_id: null }));
    renderHome();
    expect(await screen.findByText('Cockpit')).toBeInTheDocument();
    expect(call.mock.calls.some(([route]) => route.name === 'getAccueilClient')).toBe(false);
  });
});
