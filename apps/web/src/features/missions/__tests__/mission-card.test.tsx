import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { mission } from '../../../test/fixtures.ts';
import { intervention } from '../../../test/interventions.ts';
import type { MissionActive } from '../api/list-missions-actives.ts';
import { MissionCard } from '../components/mission-card.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn(() => Promise.resolve([])) }));

// CI runs this file under TZ=UTC and again under TZ=Pacific/Kiritimati: what people
// read must not change.
const NOW = new Date('2026-03-18T12:00:00.000Z');

const done = intervention({
  mission_id: 1,
  agent: { id: 9, prenom: 'Sophie', nom_initiale: 'L.' },
  statut: 'terminee',
  pointage_debut_at: '2026-03-18T04:42:00.000Z',
  pointage_fin_at: '2026-03-18T10:05:00.000Z',
  has_avis: true,
});

const upcoming = {
  ...done,
  id: 42,
  date_debut: '2026-03-25T09:00:00.000Z',
  date_fin: '2026-03-25T11:00:00.000Z',
  statut: 'planifiee',
  pointage_debut_at: null,
  pointage_fin_at: null,
  has_avis: false,
};

const asMission = (value: unknown) => value as MissionActive;

/** The card links the agent's name to its profile: it renders inside a router. */
const renderCard = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW }));
afterEach(() => vi.useRealTimers());

describe('a mission card', () => {
  it('says no slot is planned yet for a mission without any intervention', () => {
    renderCard(<MissionCard mission={asMission(mission())} />);
    expect(screen.getByText('Aucun créneau planifié pour l’instant')).toBeInTheDocument();
    expect(screen.queryByText('Tous les créneaux ont un intervenant')).not.toBeInTheDocument();
    expect(screen.queryByText('Créneaux en attente d’un intervenant')).not.toBeInTheDocument();
  });

  it('says every slot has an agent only when there are slots and all have one', () => {
    renderCard(<MissionCard mission={asMission(mission({ interventions: [done] as never }))} />);
    expect(screen.getByText('Tous les créneaux ont un intervenant')).toBeInTheDocument();
  });

  it("links the agent's name to the agent's profile", () => {
    renderCard(<MissionCard mission={asMission(mission({ interventions: [done] as never }))} />);
    expect(screen.getByRole('link', { name: 'Intervenant : Sophie L.' })).toHaveAttribute(
      'href',
      `/intervenants/${done.candidat_id}`,
    );
  });

  it('shows the check-in and check-out on the Paris clock', () => {
    renderCard(<MissionCard mission={asMission(mission({ interventions: [done] as never }))} />);
    expect(screen.getByText('Arrivée pointée à 05:42')).toBeInTheDocument();
    expect(screen.getByText('Départ pointé à 11:05')).toBeInTheDocument();
  });

  it('never speaks of UTC when moving an intervention', async () => {
    renderCard(
      <MissionCard mission={asMission(mission({ interventions: [upcoming] as never }))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(
      await screen.findByText('Les heures sont celles de l’agence, par demi-heure.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/UTC|universel/)).not.toBeInTheDocument();
    // The planned times stay the agency's wall-clock times.
    expect(screen.getByRole('combobox', { name: 'Heure de début' })).toHaveValue('09:00');
  });

  it('pages every upcoming intervention from today with « Voir plus » and the count', async () => {
    // 25 weekly interventions from 25 March: 20 on the first page, 5 on the second.
    const weekly = Array.from({ length: 25 }, (_, week) => {
      const start = new Date(Date.parse(upcoming.date_debut) + week * 7 * 86_400_000);
      return {
        ...upcoming,
        id: 100 + week,
        date_debut: start.toISOString(),
        date_fin: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      };
    });
    const bodies: unknown[] = [];
    vi.mocked(callEndpoint).mockImplementation(((
      route: { name: string },
      input: { body: unknown },
    ) => {
      if (route.name !== 'listMissionInterventions') return Promise.resolve(null);
      bodies.push(input.body);
      const { page } = input.body as { page: number };
      const items = weekly.slice((page - 1) * 20, page * 20);
      return Promise.resolve({ items, page, limit: 20, total: 25 });
    }) as never);
    renderCard(
      <MissionCard
        mission={asMission(mission({ is_ponctuel: false, interventions: [upcoming] as never }))}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Voir toutes les interventions à venir' }));
    expect(await screen.findByText('20 sur 25 interventions')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // From today, Paris day, whatever the machine's time zone.
    expect(bodies).toEqual([{ date_debut: '2026-03-18', page: 1 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('25 sur 25 interventions')).toBeInTheDocument();
    expect(bodies).toEqual([
      { date_debut: '2026-03-18', page: 1 },
      { date_debut: '2026-03-18', page: 2 },
    ]);
    // In chronological order, the next ones first, and nothing more to ask.
    const labels = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(labels).toHaveLength(25);
    expect(labels[0]).toMatch(/^Mer\. 25\/03\/2026/);
    expect(labels[24]).toMatch(/^Mer\. 09\/09\/2026/);
    // The focus is on the first intervention added, not lost with the button.
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[20]);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revenir aux prochaines interventions' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when the full list cannot be read, and asks again', async () => {
    let fail = true;
    vi.mocked(callEndpoint).mockImplementation((() =>
      fail
        ? Promise.reject(new Error('réseau'))
        : Promise.resolve({ items: [upcoming], page: 1, limit: 20, total: 1 })) as never);
    renderCard(
      <MissionCard mission={asMission(mission({ interventions: [upcoming] as never }))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voir toutes les interventions à venir' }));
    expect(
      await screen.findByText('Erreur lors de la récupération des interventions.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('1 sur 1 intervention')).toBeInTheDocument();
  });
});
