import { eq } from 'drizzle-orm';
import { clients } from '../src/db/schema/clients.ts';
import { users } from '../src/db/schema/users.ts';
import type { TestApp } from './helper.ts';

/*
 * Fixtures of the operators' client suites: client records made straight in the database (as the
 * agency's form or an import would leave them), each with a word of its own so that a search
 * finds only the records its test made, whatever the other tests of the same database left.
 */

let made = 0;

/** A word no other record holds (letters only: it must match as a name, not as a phone). */
export function aWordOfItsOwn(): string {
  made += 1;
  const letters = (made * 7919 + Date.now())
    .toString(26)
    .replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]!);
  return `Zeph${letters}`;
}

/** A client record without an account; `nom` defaults to a word of its own. */
export async function insertClientRecord(
  t: TestApp,
  values: Partial<typeof clients.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(clients)
    .values({ nom: aWordOfItsOwn(), prenom: 'Odile', civilite: 'Mme', ...values })
    .returning();
  return row!;
}

export async function clientRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

export async function usersOfClient(t: TestApp, clientId: number) {
  return t.database.db.select().from(users).where(eq(users.client_id, clientId));
}

/** A point `km` kilometres north of `from` (a degree of latitude is 111.195 km). */
export function kmNorthOf(from: { lat: number; lng: number }, km: number) {
  return { lat: from.lat + km / 111.195, lng: from.lng };
}
