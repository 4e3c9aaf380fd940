import '../../../test/setup.ts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { mission } from '../../../test/fixtures.ts';
import type { MissionActive } from '../api/list-missions-actives.ts';
import { MissionCard } from '../components/mission-card.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn(() => Promise.resolve([])) }));

// Run under TZ=UTC and TZ=Pacific/Auckland: what people read must not change.
const NOW = new Date('2026-03-18T12:00:00.000Z');

const done = {
  id: 41,
  mission_id: 1,
  client_id: 3,
  client_besoin_skill_id: 1,
  date_debut: '2026-03-18T09:00:00.000Z',
  date_fin: '2026-03-18T11:00:00.000Z',
  candidat_id: 9,
  agent: { id: 9, prenom: 'Sophie', nom_initiale: 'L.' },
  dt_dispo_client_id: null,
  statut: 'terminee',
  pointage_debut_at: '2026-03-18T04:42:00.000Z',
  pointage_fin_at: '2026-03-18T10:05:00.000Z',
  commentaire: null,
  cancelled_at: null,
  cancel_reason: null,
  has_avis: true,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-18T10:05:00.000Z',
};

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

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW }));
afterEach(() => vi.useRealTimers());

describe('a mission card', () => {
  it('says no slot is planned yet for a mission without any intervention', () => {
    renderWithProviders(<MissionCard mission={asMission(mission())} />);
    expect(screen.getByText('Aucun créneau planifié pour l’instant')).toBeInTheDocument();
    expect(screen.queryByText('Tous les créneaux ont un intervenant')).not.toBeInTheDocument();
    expect(screen.queryByText('Créneaux en attente d’un intervenant')).not.toBeInTheDocument();
  });

  it('says every slot has an agent only when there are slots and all have one', () => {
    renderWithProviders(
      <MissionCard mission={asMission(mission({ interventions: [done] as never }))} />,
    );
    expect(screen.getByText('Tous les créneaux ont un intervenant')).toBeInTheDocument();
  });

  it('shows the check-in and check-out on the Paris clock', () => {
    renderWithProviders(
      <MissionCard mission={asMission(mission({ interventions: [done] as never }))} />,
    );
    expect(screen.getByText('Arrivée pointée à 05:42')).toBeInTheDocument();
    expect(screen.getByText('Départ pointé à 11:05')).toBeInTheDocument();
  });

  it('never speaks of UTC when moving an intervention', async () => {
    renderWithProviders(
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
});
