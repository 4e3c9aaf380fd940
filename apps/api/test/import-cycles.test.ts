import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importCycles,
  importGraph,
  repositoryImportCycles,
  REPOSITORY_ROOT,
} from './import-cycles.ts';

/**
 * Import cycles that exist today and are being removed (issue 23). Remove a group once its files
 * no longer import each other; never add one: break the cycle instead (move what both need to a
 * third file, or make an import `import type` when only types cross).
 */
const KNOWN_IMPORT_CYCLES: string[][] = [];

describe('import cycles', () => {
  it('none between the TypeScript files of the repository but the known ones', () => {
    // packages/*, apps/api, apps/web, e2e and bench: the projects `npm run typecheck` reads.
    expect(repositoryImportCycles(REPOSITORY_ROOT)).toEqual(KNOWN_IMPORT_CYCLES);
  }, 120_000);

  describe('the check', () => {
    let folder: string;
    afterAll(async () => {
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('finds a cycle of value imports or re-exports, not of types nor of dynamic imports', async () => {
      folder = await mkdtemp(join(tmpdir(), 'import-cycles-'));
      const files: Record<string, string> = {
        // a ↔ b: a value cycle.
        'a.ts': `import { b } from './b.ts';\nexport const a = () => b;`,
        'b.ts': `import { a } from './a.ts';\nexport const b = () => a;`,
        // c ↔ d: only types cross (both forms).
        'c.ts': `import type { D } from './d.ts';\nexport interface C { d?: D }\nexport const c = 1;`,
        'd.ts': `import { type C } from './c.ts';\nexport interface D { c?: C }`,
        // e → f at load time, f → e only when called.
        'e.ts': `import { f } from './f.ts';\nexport const e = f;`,
        'f.ts': `export const f = async () => (await import('./e.ts')).e;`,
        // g ↔ h through a re-export.
        'g.ts': `export * from './h.ts';\nexport const g = 1;`,
        'h.ts': `import { g } from './g.ts';\nexport const h = g;`,
        // i imports itself.
        'i.ts': `import * as self from './i.ts';\nexport const i = () => self;`,
      };
      for (const [name, text] of Object.entries(files)) {
        await writeFile(join(folder, name), text);
      }
      const options: ts.CompilerOptions = {
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
      };
      const project = { files: Object.keys(files).map((name) => join(folder, name)), options };

      expect(importCycles(importGraph([project]), folder)).toEqual([
        ['a.ts', 'b.ts'],
        ['g.ts', 'h.ts'],
        ['i.ts'],
      ]);
    });
  });
});
