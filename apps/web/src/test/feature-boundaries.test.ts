import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'web-boundaries/no-cross-feature-imports';

/** The boundary rule's messages for `code` as if it were the file `filePath`. */
async function boundaryErrors(code: string, filePath: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

describe('web features do not import each other (eslint.config.js)', () => {
  it.each([
    ["import { x } from '../../devis/api/x.ts';", 'apps/web/src/features/besoin/api/a.ts'],
    ["export { x } from '../devis/x.ts';", 'apps/web/src/features/besoin/a.ts'],
    ["import { x } from '@/features/devis/x.ts';", 'apps/web/src/features/besoin/a.ts'],
    ["import { x } from 'src/features/devis/x';", 'apps/web/src/features/besoin/a.ts'],
    ["const m = import('../../missions/x.ts');", 'apps/web/src/features/agent/pages/a.tsx'],
    ["import { x } from '../../devis/x.ts';", 'apps/web/src/features/besoin/__tests__/a.test.ts'],
    ["vi.mock('../../devis/api/x.ts');", 'apps/web/src/features/besoin/__tests__/a.test.ts'],
    ["import { x } from 'src/features/devis';", 'apps/web/src/features/besoin/a.ts'],
    // Each back-office folder is a feature of its own (issue 23).
    [
      "import { x } from '../../devis/components/price-box.tsx';",
      'apps/web/src/features/admin/scenarios/components/a.tsx',
    ],
    [
      "import { x } from '@/features/admin/devis/x.ts';",
      'apps/web/src/features/admin/scenarios/a.ts',
    ],
    ["import { x } from '../../admin/devis';", 'apps/web/src/features/besoin/api/a.ts'],
    [
      "vi.mock('../../cockpit/api/keys.ts');",
      'apps/web/src/features/admin/recrutement/__tests__/a.test.ts',
    ],
    ["import { x } from '../../../devis/x.ts';", 'apps/web/src/features/admin/devis/api/a.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    const errors = await boundaryErrors(`${code}\nexport const y = 1;\n`, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each([
    ["import { x } from '../api/x.ts';", 'apps/web/src/features/besoin/pages/a.tsx'],
    ["import { x } from '../../../lib/path-id.ts';", 'apps/web/src/features/besoin/api/a.ts'],
    ["import { x } from '@maisonnee/domain';", 'apps/web/src/features/besoin/a.ts'],
    [
      "import { x } from '../x.ts';\nvi.mock('../../../lib/toast.ts');",
      'apps/web/src/features/besoin/__tests__/a.test.ts',
    ],
    // A route page may combine several features.
    ["import { x } from '../../features/devis/x.ts';", 'apps/web/src/app/routes/a.tsx'],
    [
      "import { x } from '../../../features/admin/devis/x.ts';\nimport { z } from '../../../features/admin/scenarios/z.ts';",
      'apps/web/src/app/routes/admin/a.tsx',
    ],
    // Inside one back-office feature, its sub-folders meet freely.
    [
      "import { x } from '../../pipeline/candidat-links.ts';",
      'apps/web/src/features/admin/recrutement/cockpit/components/a.tsx',
    ],
    [
      "import { x } from '../../../../components/back-office/x.tsx';",
      'apps/web/src/features/admin/devis/components/a.tsx',
    ],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await boundaryErrors(`${code}\nexport const y = x;\n`, filePath)).toEqual([]);
  });
}, 60_000);
