import { distanceMeters } from '@maisonnee/domain';

/*
 * What the back office's searches of clients and of candidates share (docs/roles.md): words
 * typed in the search box, pages, the filters of the lists around a point and of the maps, and
 * where a row stands from the point searched around.
 */

/** Words of a search box that every row must match, eight at most. */
const MAX_SEARCH_WORDS = 8;

/** Searches by words and filters answer 20 rows a page. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * Rows around a point per page, nearest first (the list and the map show a page: what a screen
 * shows, and hundreds in a big town cost every caller; issue 14).
 */
export const AROUND_PAGE_SIZE = 50;

export const searchWordsOf = (text: string | null | undefined) =>
  (text ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** The rows of page `page` (from 1) of `size` rows. */
export const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** The filter of a map: no words, the statuses and services chosen, active or not. */
export function mapFilterOf<
  B extends { statut_ids: number[]; services: number[]; is_active?: boolean | undefined },
>(body: B) {
  return {
    words: [] as string[],
    statutIds: body.statut_ids,
    services: body.services,
    // A map whose list always filters on it (clients) keeps `isActive` a boolean.
    isActive: body.is_active as B['is_active'],
  };
}

/** A located row around `center`: its point and its distance in km, to the tenth. */
export function placedFrom(
  center: { lat: number; lng: number },
  row: { lat: number | null; lng: number | null },
) {
  const point = { lat: row.lat!, lng: row.lng! };
  const km = distanceMeters(center, point) / 1000;
  return { ...point, distance_km: Math.round(km * 10) / 10 };
}
