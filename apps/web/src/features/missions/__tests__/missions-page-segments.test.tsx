import '../../../test/setup.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { destroySession, saveUser } from '../../../lib/session.ts';
import { renderPagesAt } from '../../../test/render-pages.tsx';
import { mission } from '../../../test/fixtures.ts';
import { makeUser } from '../../../test/tokens.ts';
import { MissionsPage } from '../pages/missions-page.tsx';

/*
 * The client's missions by segment (specification section 2): one-off, recurring, insurer. The
 * choice is a group of radio chips (issue 25 point 9: no sliding indicator measuring the page).
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const oneOff = mission({ id: 1, reference: 'M-PONCTUELLE', is_ponctuel: true });
const recurring = mission({ id: 2, reference: 'M-RECURRENTE', is_ponctuel: false });
const recurringToo = mission({ id: 3, reference: 'M-RECURRENTE-2', is_ponctuel: false });

function renderWith(missions: unknown[]) {
  call.mockImplementation(((route: { name: string }) =>
    Promise.resolve(route.name === 'listMissionsActives' ? missions : [])) as never);
  return renderPagesAt('/missions', { '/missions': <MissionsPage /> });
}

beforeEach(() => {
  call.mockReset();
  saveUser(makeUser({ id: 7, client_id: 3 }));
});
afterEach(() => destroySession());

describe('the missions segments', () => {
  it('shows each segment with its count, the one-off missions first', async () => {
    renderWith([oneOff, recurring, recurringToo]);
    const segments = await screen.findByRole('radiogroup', { name: 'Type de mission' });
    expect(within(segments).getAllByRole('radio')).toHaveLength(3);
    expect(within(segments).getByRole('radio', { name: /^Récurrent.*\(2\)/ })).not.toBeChecked();
    expect(within(segments).getByRole('radio', { name: /^Ponctuel.*\(1\)/ })).toBeChecked();
    expect(screen.getByText(/M-PONCTUELLE/)).toBeInTheDocument();
    expect(screen.queryByText(/M-RECURRENTE/)).not.toBeInTheDocument();
  });

  it('shows the chosen segment’s missions only', async () => {
    renderWith([oneOff, recurring, recurringToo]);
    const segments = await screen.findByRole('radiogroup', { name: 'Type de mission' });
    fireEvent.click(within(segments).getByRole('radio', { name: /^Récurrent.*\(2\)/ }));
    expect(within(segments).getByRole('radio', { name: /^Récurrent/ })).toBeChecked();
    expect(within(segments).getByRole('radio', { name: /^Ponctuel/ })).not.toBeChecked();
    expect(await screen.findByText(/M-RECURRENTE-2/)).toBeInTheDocument();
    expect(screen.queryByText(/M-PONCTUELLE/)).not.toBeInTheDocument();
  });

  it('opens on the recurring missions when there is no one-off one', async () => {
    renderWith([recurring]);
    const segments = await screen.findByRole('radiogroup', { name: 'Type de mission' });
    expect(within(segments).getByRole('radio', { name: /^Récurrent.*\(1\)/ })).toBeChecked();
    // Radios of one name: the keyboard moves between them as in any radio group.
    const names = within(segments)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['missions-segment']));
  });
});
