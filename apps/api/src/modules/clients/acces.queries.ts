import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';

/* The family's access instructions and door code (issue 25, point 4; docs/agent-journee.md). */

type Conn = Db | Tx;

const ACCES_COLUMNS = {
  acces_instructions: clients.acces_instructions,
  code_porte: clients.code_porte,
};

export async function findClientAcces(db: Conn, clientId: number) {
  const [row] = await db.select(ACCES_COLUMNS).from(clients).where(eq(clients.id, clientId));
  return row;
}

export async function updateClientAcces(
  db: Conn,
  clientId: number,
  values: { acces_instructions: string | null; code_porte: string | null },
) {
  const [row] = await db
    .update(clients)
    .set(values)
    .where(eq(clients.id, clientId))
    .returning(ACCES_COLUMNS);
  return row;
}
