import '../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DEVICE_POSITION_MESSAGES, readDevicePosition } from './device-position.ts';
import { parseDegrees } from './map-pick-fields.tsx';
import { PointsMap } from './points-map.tsx';
import { DEFAULT_TILE_URL, tileConfig } from './tiles.ts';

// jsdom has no SVG geometry: Leaflet decides at import whether it can draw SVG, so this stub
// must exist before the lazy module loads (the test's first render).
beforeAll(() => {
  const proto = (window.SVGSVGElement ?? window.SVGElement).prototype as unknown as {
    createSVGRect?: () => object;
  };
  proto.createSVGRect ??= () => ({});
});

afterEach(() => vi.unstubAllGlobals());

const POINTS = [
  { id: 1, lat: 48.8566, lng: 2.3522, label: 'Mme Durand' },
  { id: 'b', lat: 45.764, lng: 4.8357, label: 'M. Martin' },
];

describe('PointsMap', () => {
  it('draws one vector marker per point, named by its label, with its label shown', async () => {
    const { container } = renderWithProviders(<PointsMap points={POINTS} label="Clients" />);
    expect(await screen.findByRole('region', { name: 'Clients' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'Mme Durand' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'M. Martin' })).toBeInTheDocument();
    // Vector circles (SVG paths), not image markers that need assets.
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
    // Few points: their labels are permanent tooltips.
    expect(container.querySelector('.leaflet-tooltip')?.textContent).toMatch(
      /Mme Durand|M\. Martin/,
    );
  });

  it('reports a click on the map as a picked point', async () => {
    const onPick = vi.fn();
    const { container } = renderWithProviders(
      <PointsMap points={[]} center={{ lat: 48.85, lng: 2.35 }} onPick={onPick} />,
    );
    await screen.findByRole('region', { name: 'Carte' });
    const map = await waitFor(() => {
      const element = container.querySelector('.leaflet-container');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [lat, lng] = onPick.mock.calls[0] as [number, number];
    expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
  });

  it('offers no pick fields without onPick', async () => {
    renderWithProviders(<PointsMap points={POINTS} />);
    await screen.findByRole('region', { name: 'Carte' });
    expect(screen.queryByRole('button', { name: 'Placer le point' })).toBeNull();
  });

  it('places a point from typed coordinates, French decimals included, and refuses absurd ones', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithProviders(<PointsMap points={[]} onPick={onPick} />);
    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.type(screen.getByLabelText('Longitude'), '2,35');
    await user.click(screen.getByRole('button', { name: 'Placer le point' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByText(/La latitude est un nombre entre -90 et 90/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '48,8566{Enter}');
    expect(onPick).toHaveBeenCalledWith(48.8566, 2.35);
  });

  it('places a point at the device position, and says in French when it is refused', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    let answer: 'ok' | 'denied' = 'ok';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) => {
          if (answer === 'ok') {
            resolve({ coords: { latitude: 43.3, longitude: 5.4 } } as GeolocationPosition);
          } else reject({ code: 1 } as GeolocationPositionError);
        },
      },
    });
    renderWithProviders(<PointsMap points={[]} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(onPick).toHaveBeenCalledWith(43.3, 5.4);

    answer = 'denied';
    await user.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEVICE_POSITION_MESSAGES.denied);
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});

describe('readDevicePosition', () => {
  it('says so when the device has no geolocation', async () => {
    await expect(readDevicePosition(undefined)).rejects.toThrow(
      DEVICE_POSITION_MESSAGES.unsupported,
    );
  });
});

describe('parseDegrees', () => {
  it('reads French and English decimals and refuses anything else', () => {
    expect(parseDegrees(' 48,85 ')).toBe(48.85);
    expect(parseDegrees('-2.5')).toBe(-2.5);
    expect(parseDegrees('48°')).toBeNull();
    expect(parseDegrees('')).toBeNull();
  });
});

describe('tileConfig', () => {
  it('uses OpenStreetMap unless configured, and no tiles with "none"', () => {
    expect(tileConfig({}).url).toBe(DEFAULT_TILE_URL);
    expect(
      tileConfig({
        VITE_MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png',
        VITE_MAP_TILE_ATTRIBUTION: 'Moi',
      }),
    ).toEqual({
      url: 'http://tiles.local/{z}/{x}/{y}.png',
      attribution: 'Moi',
    });
    expect(tileConfig({ VITE_MAP_TILE_URL: 'none' }).url).toBe('');
  });
});
