/*
 * Realtime events (issue 13, docs/realtime.md): what an open screen hears on its server-sent
 * event stream. Events say what changed, never the data itself: the screen refetches the query it
 * concerns with the caller's own rights, so an event can never leak what a person may not read.
 */

/** What changed, by event name. */
export const REALTIME_EVENT = Object.freeze({
  /** A notification was written for this user: refetch the list and the count, show a toast. */
  NOTIFICATION: 'notification',
  /** A message arrived in a conversation this user sees. */
  MESSAGE: 'message',
  /** This user's read state changed on another screen (another tab, another device). */
  READ: 'read',
  /** The back office's cockpit counts changed. */
  COCKPIT: 'cockpit',
  /**
   * The planning board changed (an intervention's agent, times or state, an agent's leave,
   * absence or declared availability, a family's « écarté » choice): the board refetches the
   * weeks named, or every week when none is named.
   */
  PLANNING: 'planning',
  /** Events may have been missed (the bus was away): refetch everything on screen. */
  RESYNC: 'resync',
} as const);

export type RealtimeEventName = (typeof REALTIME_EVENT)[keyof typeof REALTIME_EVENT];

/** The payload of each event: ids and short texts only. */
export interface RealtimeEventPayloads {
  notification: { id: number; titre: string; message: string; landing_page: string | null };
  message: { conversation_id: number; message_id: number };
  read: { conversation_id?: number; notifications?: boolean };
  cockpit: { kind: 'commercial' | 'recrutement' | 'all' };
  /**
   * The Mondays ('YYYY-MM-DD', planned wall-clock days read in UTC) of the weeks that changed, at
   * most PLANNING_EVENT_MAX_WEEKS; empty means every week (a change spread over many weeks).
   */
  planning: { semaines: string[] };
  resync: Record<string, never>;
}

export type RealtimeEvent = {
  [K in RealtimeEventName]: { type: K; data: RealtimeEventPayloads[K] };
}[RealtimeEventName];

/** The most weeks a `planning` event names; a change over more weeks says « every week » ([]). */
export const PLANNING_EVENT_MAX_WEEKS = 6;

/** Seconds between keep-alive comments on an idle stream (proxies close silent connections). */
export const REALTIME_HEARTBEAT_SECONDS = 25;
/** Milliseconds a browser waits before reconnecting a dropped stream (SSE `retry:`). */
export const REALTIME_RETRY_MS = 2000;

/*
 * Push (issue 13, docs/push.md). Section 2: a tapped push opens its landing page; one received
 * while the app is open refreshes the notifications and, with a landing page and a title, shows
 * an alert whose Ok button opens that page. Section 9: the token is kept locally for one hour.
 */

/** The topic that tells people on an old version of the app to update (section 7). */
export const PUSH_TOPIC_NEW_APP_VERSION = 'newappversion';
export const PUSH_TOPICS = [PUSH_TOPIC_NEW_APP_VERSION] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
// The push token's one-hour validity is PUSH_TOKEN_VALIDITY_MS (session.ts, section 4).

/** What every push carries (Web Push payload, FCM data), read by the service worker and the app. */
export interface PushPayload {
  title: string;
  body: string;
  /** In-app route opened on tap (section 2). */
  landing_page: string | null;
  notification_id: number | null;
  topic?: PushTopic;
}

/** Compares two x.y.z versions: negative when a < b. */
export function compareAppVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
