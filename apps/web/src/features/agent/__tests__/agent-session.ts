import { afterEach, beforeEach, vi } from 'vitest';
import { renderAt } from '../../../test/app.tsx';
import { signIn } from '../../../test/session.ts';
import { makeUser } from '../../../test/tokens.ts';

/** The candidate the tests' agent is. */
export const AGENT_CANDIDAT_ID = 9;

/**
 * Each test of the file runs signed in as the agent, on a fixed date (only the date: the
 * screen's timers and the user events keep running); afterwards the clock, the stubbed globals
 * and the storage are put back.
 */
export function agentSessionAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    signIn(
      makeUser({
        roles_ids: [6],
        user_role_id: 6,
        client_id: null,
        candidat_id: AGENT_CANDIDAT_ID,
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** The agent space, through the app's real routes. */
export function renderAgentSpace(path = '/account/agent') {
  renderAt(path);
}
