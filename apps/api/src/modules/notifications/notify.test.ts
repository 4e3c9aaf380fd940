import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { NOTIF_TYPE, ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { NOTIFICATION_MESSAGES } from './messages.ts';
import { notify } from './notifications.service.ts';

const SRC = join(import.meta.dirname, '..', '..');

/** Every non-test source file of the API, with its path relative to src/. */
async function sourceFiles(dir = SRC): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
      return [{ path: relative(SRC, path), text: await readFile(path, 'utf8') }];
    }),
  );
  return files.flat();
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('notify()', () => {
  it('writes one row per recipient user, once each, with the references of the message', async () => {
    const client = await createUser(t);
    const commercial = await createUser(t, { roles: [ROLE.COMMERCIAL] });
    const both = await createUser(t, { roles: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL] });
    const message = NOTIFICATION_MESSAGES.devis.signe({
      devisId: 12,
      clientId: client.clientId!,
      reference: 'DEV-2026-000012',
      signataire: 'Alice Durand',
    });
    const count = await notify(
      t.database.db,
      { clientId: client.clientId, plannerRoles: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL] },
      message,
    );
    expect(count).toBeGreaterThanOrEqual(3);
    for (const user of [client.user, commercial.user, both.user]) {
      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        notification_type_id: NOTIF_TYPE.DEVIS,
        title: 'Devis signé',
        body: 'Le devis DEV-2026-000012 a été signé par Alice Durand.',
        landing_page: '/admin',
        data: { devis_id: 12, client_id: client.clientId },
      });
    }
  });
});

describe('notification texts', () => {
  it('come from the catalogue, typed by their notification type', () => {
    const ref = { missionId: 3, interventionId: 4 };
    expect(NOTIFICATION_MESSAGES.intervention.agentArrive({ ...ref, quand: 'mardi' })).toEqual({
      typeId: NOTIF_TYPE.INTERVENTION,
      title: 'Votre intervenant est arrivé',
      body: "L'intervention du mardi a commencé.",
      landingPage: '/missions',
      ...ref,
    });
    expect(
      NOTIFICATION_MESSAGES.mission.creneauxAPourvoir({ missionId: 3, reference: 'M-1', count: 2 })
        .typeId,
    ).toBe(NOTIF_TYPE.MISSION);
    expect(
      NOTIFICATION_MESSAGES.compte.demission({ agent: 'Léa', dateEffet: '2026-04-01' }),
    ).toEqual({
      typeId: NOTIF_TYPE.COMPTE,
      title: 'Démission',
      body: 'Léa remet sa démission, effective le 2026-04-01.',
    });
  });
});

describe('notifications are created only through notify()', () => {
  it('no other file writes the table or calls its insert query', async () => {
    const offenders = (await sourceFiles())
      .filter(({ path }) => !path.startsWith(join('modules', 'notifications')))
      .filter(({ path }) => !path.startsWith(join('db', 'seed')))
      .filter(
        ({ text }) =>
          /\.insert\(\s*notifications\s*\)/.test(text) ||
          /insertNotifications|notifications\.queries/.test(text),
      )
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('inside the module, only notify() inserts', async () => {
    const callers = (await sourceFiles(join(SRC, 'modules', 'notifications')))
      .filter(({ text }) => /insertNotifications\(/.test(text))
      .map(({ path }) => basename(path));
    expect(callers.sort()).toEqual(['notifications.queries.ts', 'notifications.service.ts']);
  });
});
