import '../../../test/setup.ts';
import { DEFAULT_AGENCY_RULES } from '@maisonnee/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/back-office.tsx';
import { signIn } from '../../../test/session.ts';
import { makeUser } from '../../../test/tokens.ts';
import { intervention as fixture } from '../../../test/interventions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { AgentInterventionCard } from '../components/agent-intervention-card.tsx';

// CI runs this file under TZ=UTC and again under TZ=Pacific/Kiritimati (npm run
// test:far-zone): the answer must be the Paris clock in both.
const NOW = new Date('2026-03-18T10:30:00.000Z');

// Planned: agency wall-clock times (section 9 display), 09:00 – 11:00.
const intervention = fixture({
  statut: 'terminee',
  // Real instants: checked in at 05:42 and out at 11:05, Paris time (UTC+1 in March).
  pointage_debut_at: '2026-03-18T04:42:00.000Z',
  pointage_fin_at: '2026-03-18T10:05:00.000Z',
  client: {
    id: 3,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Lou',
    mobile: null,
    adresse: null,
    codep: null,
    ville: null,
    country: 'France',
    lat: null,
    lng: null,
    informations_acces: null,
  },
}) as unknown as AgentIntervention;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the agent’s intervention card', () => {
  it('shows check-in and check-out times on the Paris clock, the plan as planned', () => {
    renderWithProviders(
      <ul>
        <AgentInterventionCard intervention={intervention} candidatId={9} actions={false} />
      </ul>,
    );
    expect(screen.getByText('Mer. 18/03/2026 09:00 - 11:00')).toBeInTheDocument();
    expect(screen.getByText('Arrivée pointée à 05:42')).toBeInTheDocument();
    expect(screen.getByText(/11:05/)).toBeInTheDocument();
    expect(screen.queryByText(/UTC/)).not.toBeInTheDocument();
  });
});

describe('checking in from the card', () => {
  const planned = {
    ...intervention,
    statut: 'planifiee',
    pointage_debut_at: null,
    pointage_fin_at: null,
    prolongation: null,
  } as unknown as AgentIntervention;

  const at = (date_debut: string, date_fin: string) =>
    ({ ...planned, date_debut, date_fin }) as AgentIntervention;

  it('offers the check-in from 30 minutes before the start (Paris clock)', () => {
    // 10:30 UTC is 11:30 in Paris: a 11:45 – 13:00 slot is open to check-in.
    renderWithProviders(
      <ul>
        <AgentInterventionCard
          intervention={at('2026-03-18T11:45:00.000Z', '2026-03-18T13:00:00.000Z')}
          candidatId={9}
          actions
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Pointer mon arrivée' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the check-in opens instead of offering it hours before', () => {
    renderWithProviders(
      <ul>
        <AgentInterventionCard
          intervention={at('2026-03-18T15:00:00.000Z', '2026-03-18T17:00:00.000Z')}
          candidatId={9}
          actions
        />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: /pointer mon arrivée/i })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/30 minutes avant le début/);
  });

  it('says a past visit can no longer be checked in', () => {
    renderWithProviders(
      <ul>
        <AgentInterventionCard
          intervention={at('2026-03-18T08:00:00.000Z', '2026-03-18T10:00:00.000Z')}
          candidatId={9}
          actions
        />
      </ul>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/est passée/);
  });

  it("opens the check-in as early as the agency's window says (60 minutes: 45 minutes early)", async () => {
    // 11:30 in Paris, a 12:15 – 13:00 slot: too early with 30 minutes, open with 60.
    const early = at('2026-03-18T12:15:00.000Z', '2026-03-18T13:00:00.000Z');
    signIn(makeUser({ roles_ids: [6], user_role_id: 6, client_id: null, candidat_id: 9 }));
    const api = stubApi({
      'GET /api/agence/regles': () => ok({ ...DEFAULT_AGENCY_RULES, fenetre_pointage_minutes: 60 }),
    });
    renderWithProviders(
      <ul>
        <AgentInterventionCard intervention={early} candidatId={9} actions />
      </ul>,
    );
    // Until the rules are known: the first window (30 minutes).
    expect(screen.getByRole('note')).toHaveTextContent(/30 minutes avant le début/);
    expect(await screen.findByRole('button', { name: 'Pointer mon arrivée' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/agence/regles')).toHaveLength(1);
  });
});
