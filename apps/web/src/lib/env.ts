import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readText, removeKey, writeText } from './storage.ts';

/**
 * Environment flag (specification sections 3, 4 and 7): when local storage holds
 * `environment = 'TEST'`, every call goes to the alternative API base. A change made in one tab
 * reaches every open tab (the `storage` event and a BroadcastChannel) and every component
 * (`useEnvironment`).
 */
export type Environment = 'TEST' | 'DEFAULT';

const CHANNEL_NAME = 'maisonnee-environment';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let lastSeen: Environment | null = null;

export function getEnvironment(): Environment {
  return readText(STORAGE_KEYS.environment) === 'TEST' ? 'TEST' : 'DEFAULT';
}

/** Base URL of the API: same origin by default, `VITE_API_BASE_TEST` under the TEST flag. */
export function apiBase(environment: Environment = getEnvironment()): string {
  if (environment !== 'TEST') return '';
  const configured = import.meta.env.VITE_API_BASE_TEST;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}

export function setEnvironment(environment: Environment): void {
  if (environment === 'TEST') writeText(STORAGE_KEYS.environment, 'TEST');
  else removeKey(STORAGE_KEYS.environment);
  openChannel()?.postMessage(environment);
  notifyIfChanged();
}

function notifyIfChanged(): void {
  const current = getEnvironment();
  if (current === lastSeen) return;
  lastSeen = current;
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.environment) notifyIfChanged();
}

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => notifyIfChanged();
  return channel;
}

/** Calls `listener` whenever the flag changes, in this tab or another one; returns the unsubscribe. */
export function subscribeEnvironment(listener: () => void): () => void {
  if (listeners.size === 0) {
    lastSeen = getEnvironment();
    window.addEventListener('storage', onStorage);
    openChannel();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      channel?.close();
      channel = null;
    }
  };
}

/** The current environment, re-rendering the component when it changes. */
export function useEnvironment(): Environment {
  return useSyncExternalStore(subscribeEnvironment, getEnvironment, () => 'DEFAULT');
}
