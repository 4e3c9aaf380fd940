// @ts-check
/*
 * The web app's boundaries, checked by ESLint (issue 8): a feature (apps/web/src/features/<a>/)
 * never imports another feature (features/<b>/), by relative path or by any alias. Shared pieces
 * live in apps/web/src/components/, lib/ or hooks/; a page combining several domains lives in
 * apps/web/src/app/routes/. Tests are checked too: a feature's tests exercise that feature only.
 * The back office is a group of features: each features/admin/<x>/ (cockpit, clients, devis,
 * recrutement…) is a feature of its own, held to the same rule; its pages are in
 * app/routes/admin/, its frame in app/layouts/admin/, what several of them use in
 * components/back-office/ or lib/ (issue 23).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FEATURES_DIR = path.join(REPO_ROOT, 'apps/web/src/features');
/** Folders of features whose sub-folders are each a feature (`admin/cockpit`, `admin/devis`…). */
const FEATURE_GROUPS = new Set(['admin']);

/**
 * The feature named by the segments of a path below features/: its first folder, or
 * `<group>/<folder>` inside a group. A file directly in a group's folder belongs to the group.
 * null for a file directly in features/.
 */
function featureOfSegments(segments) {
  const [first, second, ...rest] = segments;
  if (!first || second === undefined) return null;
  if (FEATURE_GROUPS.has(first) && rest.length > 0) return `${first}/${second}`;
  return first;
}

/** The feature folder holding an absolute path, or null outside apps/web/src/features. */
function featureOf(absolutePath) {
  const relative = path.relative(FEATURES_DIR, absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return featureOfSegments(relative.split(path.sep));
}

/** The segments of an imported path: one without an extension may be a folder (its index). */
const asImported = (segments) =>
  segments.at(-1)?.includes('.') ? segments : [...segments, 'index'];

/** The feature an import specifier points into, seen from the importing file. */
function importedFeature(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(fromFile), specifier);
    const relative = path.relative(FEATURES_DIR, target);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return featureOfSegments(asImported(relative.split(path.sep)));
  }
  // Aliases (`@/features/x/…`, `src/features/x/…`): the path after a segment `features`.
  const match = /(?:^|\/)features\/(.+)$/.exec(specifier);
  return match ? featureOfSegments(asImported(match[1].split('/'))) : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature never imports another feature.' },
    messages: {
      crossFeature:
        "The feature '{{own}}' imports the feature '{{other}}': move the shared piece to components/, lib/ or hooks/, or compose both in app/routes/ (eslint/web-boundaries.js).",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(path.resolve(context.cwd, context.filename));
    if (own === null) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const other = importedFeature(source.value, path.resolve(context.cwd, context.filename));
      if (other !== null && other !== own) {
        context.report({ node: source, messageId: 'crossFeature', data: { own, other } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // A test mocking another feature's module depends on it just as much.
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock)$/]': (
        /** @type {import('estree').CallExpression} */ node,
      ) => check(/** @type {import('estree').Node} */ (node.arguments[0])),
    };
  },
};

export const webBoundariesPlugin = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };

export const webBoundaries = [
  {
    name: 'web-boundaries/no-cross-feature-imports',
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundariesPlugin },
    rules: { 'web-boundaries/no-cross-feature-imports': 'error' },
  },
];
