import '../../../test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_POSITION_MESSAGES } from '../../../components/map/index.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { ProfilForm } from '../components/profil-form.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(callEndpoint).mockReset();
});

function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) => {
        if ('code' in answer) reject({ code: answer.code } as GeolocationPositionError);
        else
          resolve({
            coords: { latitude: answer.lat, longitude: answer.lng },
          } as GeolocationPosition);
      },
    },
  });
}

function saveAnswersTheBody() {
  vi.mocked(callEndpoint).mockImplementation((async (
    _route: unknown,
    options: { body: Record<string, unknown> },
  ) => makeUser(options.body as never)) as never);
}

const SAVE = { name: 'Enregistrer mes informations' };

describe('placing the address from /profil', () => {
  it('says when the address is not placed, and saves the device position with the profile', async () => {
    const user = userEvent.setup();
    stubGeolocation({ lat: 48.8566, lng: 2.3522 });
    saveAnswersTheBody();
    renderWithProviders(<ProfilForm user={makeUser({ lat: null, lng: null })} />);
    expect(screen.getByText(/pas encore placée sur la carte/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Je suis à cette adresse' }));
    expect(await screen.findByText(/Position relevée/)).toBeInTheDocument();
    expect(screen.getByText(/latitude 48,8566, longitude 2,3522/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(callEndpoint).toHaveBeenCalledTimes(1));
    const [route, options] = vi.mocked(callEndpoint).mock.calls[0] as unknown as [
      { path: string },
      { body: unknown },
    ];
    expect(route.path).toBe('/api/users/update');
    expect(options.body).toEqual({ lat: 48.8566, lng: 2.3522 });
  });

  it('explains in French when the position is refused, and saves nothing', async () => {
    const user = userEvent.setup();
    stubGeolocation({ code: 1 });
    renderWithProviders(<ProfilForm user={makeUser()} />);
    await user.click(screen.getByRole('button', { name: 'Je suis à cette adresse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_POSITION_MESSAGES.denied);
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it('places the address from typed coordinates under the map, without submitting the form', async () => {
    const user = userEvent.setup();
    saveAnswersTheBody();
    renderWithProviders(<ProfilForm user={makeUser({ lat: 45.1, lng: 4.1 })} />);
    expect(screen.getByText(/latitude 45,1, longitude 4,1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Placer sur la carte' }));
    await user.type(screen.getByLabelText('Latitude'), '45,764');
    await user.type(screen.getByLabelText('Longitude'), '4,8357{Enter}');
    // Enter in a coordinate field places the point; it does not save the profile.
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(screen.getByText(/latitude 45,764, longitude 4,8357/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(callEndpoint).toHaveBeenCalledTimes(1));
    const [, options] = vi.mocked(callEndpoint).mock.calls[0] as unknown as [
      unknown,
      { body: unknown },
    ];
    expect(options.body).toEqual({ lat: 45.764, lng: 4.8357 });
  });

  it('typing another address forgets the old position', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfilForm user={makeUser({ lat: 45.1, lng: 4.1 })} />);
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), ' bis');
    expect(screen.getByText(/pas encore placée sur la carte/)).toBeInTheDocument();
  });
});
