import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { TOO_FAR_REFUSAL } from '../../../test/refusals.ts';
import {
  GEOLOCATION_MESSAGES,
  GeolocationError,
  currentPosition,
  distanceLine,
  distanceToClient,
  refusedDistance,
  splitByDay,
  checkUpload,
} from './pointage.ts';

function fakeGeolocation(
  answer: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number },
): Geolocation {
  return {
    getCurrentPosition: vi.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null) => {
        if ('coords' in answer) success(answer as unknown as GeolocationPosition);
        else failure?.(answer as GeolocationPositionError);
      },
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

describe('currentPosition', () => {
  it('answers the device position with its accuracy', async () => {
    const geo = fakeGeolocation({ coords: { latitude: 48.8556, longitude: 2.3589, accuracy: 12 } });
    await expect(currentPosition(geo)).resolves.toEqual({
      lat: 48.8556,
      lng: 2.3589,
      accuracy_m: 12,
    });
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true }),
    );
  });

  it('leaves out an accuracy the API would refuse', async () => {
    const geo = fakeGeolocation({ coords: { latitude: 1, longitude: 2, accuracy: 50_000 } });
    await expect(currentPosition(geo)).resolves.toEqual({ lat: 1, lng: 2 });
  });

  it('explains a refusal, a timeout and a missing geolocation in French', async () => {
    await expect(currentPosition(fakeGeolocation({ code: 1 }))).rejects.toThrow(
      GEOLOCATION_MESSAGES.denied,
    );
    await expect(currentPosition(fakeGeolocation({ code: 3 }))).rejects.toThrow(
      GEOLOCATION_MESSAGES.timeout,
    );
    await expect(currentPosition(fakeGeolocation({ code: 2 }))).rejects.toBeInstanceOf(
      GeolocationError,
    );
    await expect(currentPosition(undefined)).rejects.toThrow(GEOLOCATION_MESSAGES.unsupported);
  });
});

describe('distances', () => {
  const home = { lat: 48.8556, lng: 2.3589 };

  it('measures the distance to the client’s home, to the metre', () => {
    expect(distanceToClient({ lat: home.lat, lng: home.lng }, home)).toBe(0);
    expect(distanceToClient({ lat: home.lat + 200 / 111_195, lng: home.lng }, home)).toBe(200);
    expect(distanceToClient({ lat: 1, lng: 1 }, { lat: null, lng: null })).toBeNull();
  });

  it('reads the distance of a refused check-in from the API error', () => {
    expect(refusedDistance(new ApiError(422, TOO_FAR_REFUSAL))).toBe(200);
    const other = new ApiError(409, {
      success: false,
      error: {
        code: 'ALREADY_CHECKED_IN',
        message: 'Vous avez déjà pointé votre arrivée pour cette intervention.',
      },
    });
    expect(refusedDistance(other)).toBeNull();
    // The code decides, not the presence of a number: fields of invalid input are not a distance.
    const invalid = new ApiError(400, {
      success: false,
      error: { code: 'VALIDATION_FAILED', message: 'Position invalide.', fields: { lat: 'x' } },
    });
    expect(refusedDistance(invalid)).toBeNull();
    expect(refusedDistance(new Error('x'))).toBeNull();
    expect(distanceLine(200)).toBe(
      'Distance au domicile du client : 200 m (50 m au plus pour pointer).',
    );
  });
});

describe('splitByDay', () => {
  it('separates today’s interventions from the later ones and drops past days', () => {
    const now = new Date('2025-02-03T22:30:00.000Z'); // 23:30 in Paris, Monday 3
    const items = [
      { id: 1, date_debut: '2025-02-03T09:00:00.000Z' },
      { id: 2, date_debut: '2025-02-04T00:30:00.000Z' },
      { id: 3, date_debut: '2025-02-02T09:00:00.000Z' },
    ];
    const { today, later } = splitByDay(items, now);
    expect(today.map((i) => i.id)).toEqual([1]);
    expect(later.map((i) => i.id)).toEqual([2]);
  });

  it('takes today on the Paris clock: at 00:30 in Paris it is already the next day', () => {
    const now = new Date('2025-02-03T23:30:00.000Z'); // 00:30 in Paris, Tuesday 4
    const items = [
      { id: 1, date_debut: '2025-02-03T09:00:00.000Z' },
      { id: 2, date_debut: '2025-02-04T08:00:00.000Z' },
    ];
    const { today, later } = splitByDay(items, now);
    expect(today.map((i) => i.id)).toEqual([2]);
    expect(later).toEqual([]);
  });
});

describe('checkUpload', () => {
  it('accepts PDF, JPEG and PNG up to 10 MiB', () => {
    expect(checkUpload({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkUpload({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkUpload({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkUpload({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});
