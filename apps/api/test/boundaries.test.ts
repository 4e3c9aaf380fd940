import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';

/*
 * The boundaries of eslint/api-boundaries.js, shown failing on a violation and passing on the
 * legal shape, through the project's own ESLint configuration (the one `npm run lint` uses).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const boundariesFile = `${repoRoot}eslint/api-boundaries.js`;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

const BOUNDARY_RULES = new Set([
  'no-restricted-syntax',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

/** The boundary rules ESLint reports for `code` as if it were the file at `path` (repo-relative). */
async function ruleIdsOf(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${path}` });
  return result!.messages
    .map((message) => message.ruleId)
    .filter((ruleId) => ruleId !== null && BOUNDARY_RULES.has(ruleId));
}

describe('one owning module per table', () => {
  const write = `export async function close(db: any, missions: unknown) {
  await db.update(missions).set({ statut: 'terminee' });
}
`;

  it('refuses a write to the missions table outside the planning module', async () => {
    expect(await ruleIdsOf('apps/api/src/modules/devis/close.queries.ts', write)).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIdsOf('apps/api/src/lib/close.ts', write)).toContain('no-restricted-syntax');
  });

  it('lets the planning module write its own table', async () => {
    expect(await ruleIdsOf('apps/api/src/modules/planning/close.queries.ts', write)).toEqual([]);
  });

  it('lets any module read another module’s table in its queries', async () => {
    const read = `export function open(db: any, missions: unknown) {
  return db.select().from(missions);
}
`;
    expect(await ruleIdsOf('apps/api/src/modules/devis/open.queries.ts', read)).toEqual([]);
  });

  it('names an owner for every table of the schema', async () => {
    const { TABLE_OWNERS } = (await import(boundariesFile)) as {
      TABLE_OWNERS: Record<string, string>;
    };
    const tables = Object.entries(schema)
      .filter(([, value]) => value instanceof PgTable)
      .map(([name, table]) => ({ name, sqlName: getTableConfig(table as PgTable).name }));
    const unowned = tables.filter(
      ({ name }) => !(name in TABLE_OWNERS) && name !== 'mailOutbox', // the mail adapter's
    );
    expect(unowned).toEqual([]);
  });

  it('shows the same owners in docs/architecture-map.md', async () => {
    const { TABLE_OWNERS } = (await import(boundariesFile)) as {
      TABLE_OWNERS: Record<string, string>;
    };
    const map = readFileSync(`${repoRoot}docs/architecture-map.md`, 'utf8').split('\n');
    const wrong = Object.entries(schema)
      .filter(([name, value]) => value instanceof PgTable && name in TABLE_OWNERS)
      .map(([name, table]) => ({
        table: getTableConfig(table as PgTable).name,
        owner: TABLE_OWNERS[name]!,
      }))
      .filter(
        ({ table, owner }) =>
          !map.some((line) => line.includes(`\`${table}\``) && line.includes(`\`${owner}\``)),
      );
    expect(wrong).toEqual([]);
  });
});

describe('the schema is imported by queries only', () => {
  const importing = `import { devis } from '../../db/schema/devis.ts';
export const table = devis;
`;

  it('refuses a schema import in a service', async () => {
    expect(await ruleIdsOf('apps/api/src/modules/devis/devis.service.ts', importing)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('accepts it in a queries file, and a type-only import anywhere', async () => {
    expect(await ruleIdsOf('apps/api/src/modules/devis/devis.queries.ts', importing)).toEqual([]);
    const typeOnly = `import type { DevisRow } from '../../db/schema/devis.ts';
export type Row = DevisRow;
`;
    expect(await ruleIdsOf('apps/api/src/modules/devis/devis.service.ts', typeOnly)).toEqual([]);
  });
});

describe('catalogues come from the domain', () => {
  it('refuses a local copy of a catalogue', async () => {
    const copy = `export const FREQUENCE_TYPES = ['ponctuel', 'recurrent'] as const;
`;
    expect(await ruleIdsOf('apps/api/src/modules/brouillons/x.ts', copy)).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses a catalogue imported from the contract, accepts it from the domain', async () => {
    const fromContract = `import { SKILL_LABELS } from '@maisonnee/contract';
export const labels = SKILL_LABELS;
`;
    expect(await ruleIdsOf('apps/api/src/modules/devis/x.ts', fromContract)).toContain(
      'no-restricted-imports',
    );
    const fromDomain = fromContract.replace('@maisonnee/contract', '@maisonnee/domain');
    expect(await ruleIdsOf('apps/api/src/modules/devis/x.ts', fromDomain)).toEqual([]);
  });
});

describe('a module imports only its own queries', () => {
  const otherQueries = `import { recordCandidatEvenement } from '../candidats/candidat-evenements.queries.ts';
export const record = recordCandidatEvenement;
`;

  it("refuses another module's queries, in a service and in a queries file", async () => {
    for (const path of [
      'apps/api/src/modules/annonces/annonces.service.ts',
      'apps/api/src/modules/annonces/annonces.queries.ts',
    ]) {
      expect(await ruleIdsOf(path, otherQueries)).toContain('no-restricted-imports');
    }
  });

  it("accepts the module's own queries and another module's service", async () => {
    const own = `import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
export const record = recordCandidatEvenement;
`;
    expect(await ruleIdsOf('apps/api/src/modules/candidats/recrutement.service.ts', own)).toEqual(
      [],
    );
    const service = `import { recordInteretAnnonce } from '../candidats/candidat-evenements.service.ts';
export const record = recordInteretAnnonce;
`;
    expect(await ruleIdsOf('apps/api/src/modules/annonces/annonces.service.ts', service)).toEqual(
      [],
    );
  });

  it('keeps refusing a catalogue imported from the contract in a module', async () => {
    const fromContract = `import { SKILL_LABELS } from '@maisonnee/contract';
export const labels = SKILL_LABELS;
`;
    expect(await ruleIdsOf('apps/api/src/modules/annonces/x.ts', fromContract)).toContain(
      'no-restricted-imports',
    );
  });
});
