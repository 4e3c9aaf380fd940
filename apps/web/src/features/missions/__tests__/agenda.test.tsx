import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Agenda } from '../components/agenda.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

const NOW = new Date('2026-03-18T08:00:00.000Z');
const TODAY = '2026-03-18';

const event = (id: number, isPonctuel: boolean) => ({
  id: `intervention-${id}`,
  intervention_id: id,
  mission_id: 1,
  title: isPonctuel ? 'Ménage ponctuel' : 'Repassage du mercredi',
  start: `${TODAY}T14:00:00`,
  end: `${TODAY}T16:00:00`,
  statut: 'planifiee',
  client_besoin_skill_id: 1,
  agent: { id: 9, prenom: 'Sophie', nom_initiale: 'L.' },
  is_ponctuel: isPonctuel,
});

/** The API answers `todays` for today's range and nothing for the other ranges. */
function answerToday(todays: ReturnType<typeof event>[]) {
  vi.mocked(callEndpoint).mockImplementation((async (
    _route: unknown,
    options: { body: { start: string; end: string } },
  ) => (options.body.start === TODAY && options.body.end === TODAY ? todays : [])) as never);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(callEndpoint).mockReset();
});

function viewControl() {
  return screen.getByRole('radiogroup', { name: 'Vue' });
}

describe('the agenda’s initial view', () => {
  it('opens on the recurring view when today’s interventions are all recurring, and shows them', async () => {
    answerToday([event(1, false)]);
    renderWithProviders(<Agenda clientId={3} />);
    expect(await screen.findByText('Repassage du mercredi')).toBeInTheDocument();
    expect(within(viewControl()).getByRole('radio', { name: 'Récurrent' })).toBeChecked();
  });

  it('opens on the one-off view when today has a one-off intervention', async () => {
    answerToday([event(1, false), event(2, true)]);
    renderWithProviders(<Agenda clientId={3} />);
    expect(await screen.findByText('Ménage ponctuel')).toBeInTheDocument();
    expect(within(viewControl()).getByRole('radio', { name: 'Ponctuel' })).toBeChecked();
  });

  it('opens on the one-off view when nothing is planned today', async () => {
    answerToday([]);
    renderWithProviders(<Agenda clientId={3} />);
    expect(
      (await screen.findAllByText('Aucune intervention sur cette période.')).length,
    ).toBeGreaterThan(0);
    expect(within(viewControl()).getByRole('radio', { name: 'Ponctuel' })).toBeChecked();
  });
});
