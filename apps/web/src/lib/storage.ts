import { logger } from './logger.ts';

/** Keys of everything the app keeps in local storage (specification section 3, "Local data"). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  profil: 'profil',
  environment: 'environment',
  firstOpen: 'first_open',
  pushToken: 'push_token',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser (private mode on some phones): the app runs without it.
    return null;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Writes a value; answers false when it could not be saved. A full storage (QuotaExceededError)
 * is logged and the app goes on without the value (specification section 8).
 */
export function writeText(key: StorageKey, value: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch (error) {
    logger.error(
      isQuotaExceeded(error)
        ? `Stockage local plein : « ${key} » n'est pas enregistré.`
        : `Stockage local indisponible : « ${key} » n'est pas enregistré.`,
      error,
    );
    return false;
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

export function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}
