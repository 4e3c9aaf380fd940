import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { destroySession, saveUser } from '../../../lib/session.ts';
import { renderPagesAt } from '../../../test/render-pages.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { MissionsPage } from '../pages/missions-page.tsx';

/*
 * Issue 22, point 9c: the notification of a finished intervention leads to
 * `/missions?noter=<id>` (rateInterventionPage), which opens the rating of that intervention.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

function Search() {
  return <output aria-label="adresse">{useLocation().search}</output>;
}

function renderAt(url: string) {
  return renderPagesAt(url, {
    '/missions': (
      <>
        <MissionsPage />
        <Search />
      </>
    ),
  });
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(((route: { name: string }) =>
    Promise.resolve(route.name === 'createInterventionAvis' ? { id: 1 } : [])) as never);
  saveUser(makeUser({ id: 7, client_id: 3 }));
});
afterEach(() => destroySession());

describe('the rating notification', () => {
  it('opens the rating of its intervention, and sends the note for that one', async () => {
    renderAt('/missions?noter=41');
    const dialog = await screen.findByRole('dialog', { name: 'Noter l’intervenant' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '5 – Excellent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await waitFor(() =>
      expect(call.mock.calls.find(([route]) => route.name === 'createInterventionAvis')).toEqual([
        expect.anything(),
        { body: { intervention_id: 41, note: 5, commentaire: null } },
      ]),
    );
    await waitFor(() => expect(screen.getByLabelText('adresse')).toHaveTextContent(/^$/));
  });

  it('accepts an encrypted id, and opens nothing without one', async () => {
    renderAt(`/missions?noter=${encodeURIComponent(encryptPathId(41))}`);
    expect(await screen.findByRole('dialog', { name: 'Noter l’intervenant' })).toBeInTheDocument();
  });

  it('opens no rating on the plain missions page', async () => {
    renderAt('/missions');
    expect(await screen.findByRole('tab', { name: 'Missions' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
