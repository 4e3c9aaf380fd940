import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';

/*
 * Finding and removing what a volume run inserted. Volume rows are recognised by their accounts
 * and records (emails ending in @volume.test) and everything that hangs off them: the rows of
 * every table whose foreign keys lead to them (found in the catalogue, so rows the product wrote
 * later on volume data — check-ins, messages, sessions — go too).
 */

export const VOLUME_EMAIL = '%@volume.test';

/** Volume user accounts already in the database. */
export async function countVolumeUsers(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email like ${VOLUME_EMAIL}`,
  );
  return rows[0]?.n ?? 0;
}

type ForeignKey = {
  child: string;
  column: string;
  parent: string;
  parent_column: string;
  /** a no action, r restrict, c cascade, n set null, d set default. */
  action: string;
};

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const { rows } = await db.execute<ForeignKey>(sql`
    select c.conrelid::regclass::text as child, a.attname as column,
           c.confrelid::regclass::text as parent, pa.attname as parent_column,
           c.confdeltype as action
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
      and c.connamespace = current_schema()::regnamespace`);
  return rows;
}

/**
 * Deletes the volume data. Referencing rows are deleted (or their key set to null, as the
 * constraint says) before the rows they point to, table by table and set-based; the constraint
 * triggers are off meanwhile when the role may do so (a superuser), which makes a million rows
 * minutes faster, and the order above keeps the data consistent either way.
 */
export async function deleteVolumeData(db: Db, onTable?: (table: string) => void): Promise<void> {
  const fks = await foreignKeys(db);
  const roots: [string, string][] = [
    ['users', `email like '${VOLUME_EMAIL}'`],
    ['clients', `email like '${VOLUME_EMAIL}'`],
    ['candidats', `email like '${VOLUME_EMAIL}'`],
  ];
  // A set-null update only concerns the rows that stay: the rows the plan deletes anyway (a
  // million interventions pointing to volume slots) are left out of it, which spares rewriting
  // them just before deleting them.
  type Statement = { table: string; text: string } | { table: string; nullify: string };
  const statements: Statement[] = [];
  const deletedWhere = new Map<string, string[]>();
  const plan = (table: string, where: string, depth: number) => {
    if (depth > 8)
      throw new Error(`Suppression du volume : dépendances trop profondes (${table}).`);
    for (const fk of fks) {
      if (fk.parent !== table || fk.child === table) continue;
      const keys = `${fk.column} in (select ${fk.parent_column} from ${table} where ${where})`;
      if (fk.action === 'n' || fk.action === 'd') {
        statements.push({ table: fk.child, nullify: `${fk.column} = null where ${keys}` });
      } else {
        plan(fk.child, keys, depth + 1);
      }
    }
    // A table's rows pointing to rows of the same table (credit notes to invoices) go first.
    for (const fk of fks) {
      if (fk.parent === table && fk.child === table) {
        statements.push({
          table,
          text: `delete from ${table} where ${fk.column} in (select ${fk.parent_column} from ${table} where ${where})`,
        });
      }
    }
    statements.push({ table, text: `delete from ${table} where ${where}` });
    deletedWhere.set(table, [...(deletedWhere.get(table) ?? []), where]);
  };
  for (const [table, where] of roots) plan(table, where, 0);

  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ su: boolean }>(
      sql`select rolsuper as su from pg_roles where rolname = current_user`,
    );
    if (rows[0]?.su) await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) {
      onTable?.(statement.table);
      let text: string;
      if ('nullify' in statement) {
        const deleted = deletedWhere.get(statement.table);
        const kept = deleted ? ` and not coalesce((${deleted.join(') or (')}), false)` : '';
        text = `update ${statement.table} set ${statement.nullify}${kept}`;
      } else {
        text = statement.text;
      }
      await tx.execute(sql.raw(text));
    }
  });
  // Invoice numbers: the volume's were the last ones of their years unless the product issued
  // more since; each series goes back to the largest number still in use.
  await db.execute(
    sql.raw(`update facture_sequences s set dernier = coalesce((select max(substr(f.numero, length(s.serie) + 7)::int)
      from factures f where f.numero like s.serie || '-' || s.annee || '-%'), 0)`),
  );
}
