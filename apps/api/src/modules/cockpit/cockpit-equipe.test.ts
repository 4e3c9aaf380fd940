import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import {
  createAgentAccount,
  createClientAccount,
  createOperator,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';

/*
 * GET /api/client-cockpit/equipe (docs/cockpit.md): the colleagues a commercial cockpit task can
 * be given to, whether or not they already hold a task.
 */

const { t, get, post } = suiteOfTheFile();

interface Member {
  id: number;
  name: string;
  roles: number[];
  is_manager: boolean;
}

describe('the commercial team for assignment', () => {
  it('lists active administrators and commercial operators with their roles and manager flag; not clients, agents, recruitment or accounting only, nor closed accounts', async () => {
    const commercial = await createOperator(t, [3]);
    const manager = await createOperator(t, [3]);
    await t.database.db
      .update(users)
      .set({ role_manager: true })
      .where(eq(users.id, manager.userId));
    const admin = await createOperator(t, [1]);
    const mixed = await createOperator(t, [2, 3]);
    const recrutement = await createOperator(t, [2]);
    const comptable = await createOperator(t, [4]);
    const closed = await createOperator(t, [3]);
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, closed.userId));
    const client = await createClientAccount(t);
    const agent = await createAgentAccount(t);

    const response = await get('/api/client-cockpit/equipe', commercial.token);
    expect(response.statusCode).toBe(200);
    const team = response.json().data as Member[];
    const byId = new Map(team.map((m) => [m.id, m]));
    expect(byId.get(commercial.userId)).toMatchObject({ roles: [3], is_manager: false });
    expect(byId.get(manager.userId)).toMatchObject({ roles: [3], is_manager: true });
    expect(byId.get(admin.userId)).toMatchObject({ roles: [1] });
    expect(byId.get(mixed.userId)).toMatchObject({ roles: [2, 3] });
    expect(typeof byId.get(commercial.userId)!.name).toBe('string');
    for (const outsider of [recrutement, comptable, closed, client, agent]) {
      expect(byId.has(outsider.userId), String(outsider.userId)).toBe(false);
    }
    // Sorted by name for the picker.
    const names = team.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // A listed colleague who holds no task yet can be given one.
    const recall = await post('/api/alerte/client-ask-recall', client.token, {
      client_id: client.clientId,
      telephone: '0611223344',
    });
    expect(recall.statusCode).toBe(200);
    const list = await post('/api/client-cockpit/commercial', commercial.token, {
      type: 'rappel',
    });
    const items = list.json().data.items as { id: number; client_id: number | null }[];
    const rappel = items.find((x) => x.client_id === client.clientId)!;
    const affected = await post('/api/client-cockpit/commercial/affect-tache', manager.token, {
      tache_id: rappel.id,
      user_id: admin.userId,
    });
    expect(affected.statusCode).toBe(200);
    expect(affected.json().data.assigned_user_id).toBe(admin.userId);
  });

  it('recruitment-only, accounting-only users, agents and clients are refused (403)', async () => {
    const tokens = [
      (await createOperator(t, [2])).token,
      (await createOperator(t, [4])).token,
      (await createAgentAccount(t)).token,
      (await createClientAccount(t)).token,
    ];
    for (const token of tokens) {
      const response = await get('/api/client-cockpit/equipe', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/client-cockpit/equipe' });
    expect(anonymous.statusCode).toBe(401);
  });
});
