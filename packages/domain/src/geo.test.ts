import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_DISTANCE_METERS,
  boxAround,
  DEFAULT_SEARCH_RADIUS_KM,
  EARTH_RADIUS_METERS,
  distanceMeters,
  isWithinArrivalDistance,
} from './geo.ts';

const metresPerDegree = (EARTH_RADIUS_METERS * Math.PI) / 180; // ≈ 111 195 m
const client = { lat: 48.8566, lng: 2.3522 }; // Paris, Hôtel de Ville

/** A point `metres` north of the client. */
const north = (metres: number) => ({ lat: client.lat + metres / metresPerDegree, lng: client.lng });

describe('distanceMeters', () => {
  it('is zero between a point and itself', () => {
    expect(distanceMeters(client, client)).toBe(0);
  });

  it('measures one degree along a meridian or the equator', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195.08, 1);
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195.08, 1);
  });

  it('is symmetric', () => {
    const lyon = { lat: 45.764, lng: 4.8357 };
    expect(distanceMeters(client, lyon)).toBeCloseTo(distanceMeters(lyon, client), 6);
  });

  it('gives the known Paris–Lyon great-circle distance (about 391.5 km)', () => {
    const lyon = { lat: 45.764, lng: 4.8357 };
    expect(distanceMeters(client, lyon) / 1000).toBeCloseTo(391.5, 0);
  });

  it('gives half the circumference between antipodes', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_METERS,
      3,
    );
  });
});

describe('isWithinArrivalDistance', () => {
  it('counts the agent as arrived within 50 m, limit included', () => {
    expect(ARRIVAL_DISTANCE_METERS).toBe(50);
    expect(isWithinArrivalDistance(client, client)).toBe(true);
    expect(isWithinArrivalDistance(north(30), client)).toBe(true);
    expect(isWithinArrivalDistance(north(49.99), client)).toBe(true);
  });

  it('refuses an agent farther than 50 m', () => {
    expect(isWithinArrivalDistance(north(50.01), client)).toBe(false);
    expect(isWithinArrivalDistance(north(200), client)).toBe(false);
  });

  it('refuses unknown coordinates', () => {
    expect(isWithinArrivalDistance({ lat: Number.NaN, lng: Number.NaN }, client)).toBe(false);
  });
});

describe('DEFAULT_SEARCH_RADIUS_KM', () => {
  it('is 20 km', () => {
    expect(DEFAULT_SEARCH_RADIUS_KM).toBe(20);
  });
});

describe('boxAround', () => {
  it('holds the circle: its edges are the radius away along the meridian and the parallel', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const box = boxAround(paris, 20);
    expect(distanceMeters(paris, { lat: box.maxLat, lng: paris.lng }) / 1000).toBeCloseTo(20, 0);
    expect(distanceMeters(paris, { lat: paris.lat, lng: box.maxLng }) / 1000).toBeCloseTo(20, 0);
    expect(box.minLat).toBeLessThan(paris.lat);
    expect(box.minLng).toBeLessThan(paris.lng);
  });

  it('takes every longitude near a pole and stays within the globe', () => {
    expect(boxAround({ lat: 89.999, lng: 10 }, 50)).toMatchObject({
      maxLat: 90,
      minLng: -180,
      maxLng: 180,
    });
  });
});
