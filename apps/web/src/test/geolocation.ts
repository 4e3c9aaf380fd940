import { vi } from 'vitest';

/** The device's position as the browser gives it (8 m accuracy), read at each request. */
export function stubGeolocation(position: () => { latitude: number; longitude: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { ...position(), accuracy: 8 } } as GeolocationPosition),
    },
  });
}
