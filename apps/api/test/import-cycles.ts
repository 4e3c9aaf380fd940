import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * The graph of runtime imports between the repository's TypeScript files, and its cycles. Two
 * files that import each other load in an order that depends on who is imported first: a value
 * read at load time can still be undefined (a TDZ error, or an `undefined` table in a relation).
 *
 * An import counts when it reads a value of the other file: not `import type`, which the compilers
 * erase, nor an import whose names are all marked `type` (under verbatimModuleSyntax it stays as
 * `import {} from …`: it still loads the file, but binds nothing that could be read too early),
 * nor `await import()`, which loads the other file only when called, after both have loaded.
 * Re-exports (`export … from`) count like imports.
 */

/** A TypeScript project of the repository: its tsconfig.json decides its files and resolution. */
export interface Project {
  files: string[];
  options: ts.CompilerOptions;
}

/** The files and options of the tsconfig.json at `configPath`. */
export function readProject(configPath: string): Project {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  return { files: parsed.fileNames, options: parsed.options };
}

/** The module names `source` imports at run time, in source order. */
export function runtimeImports(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    const name = runtimeImportOf(statement);
    if (name !== undefined) names.push(name);
  }
  return names;
}

function runtimeImportOf(statement: ts.Statement): string | undefined {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause && (clause.isTypeOnly || onlyTypes(clause))) return undefined;
    return moduleName(statement.moduleSpecifier);
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
    if (statement.isTypeOnly) return undefined;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause) && allTypes(clause.elements)) return undefined;
    return moduleName(statement.moduleSpecifier);
  }
  if (
    ts.isImportEqualsDeclaration(statement) &&
    !statement.isTypeOnly &&
    ts.isExternalModuleReference(statement.moduleReference)
  ) {
    return moduleName(statement.moduleReference.expression);
  }
  return undefined;
}

/** `import { type A, type B } from …`: no default import and every named one a type. */
function onlyTypes(clause: ts.ImportClause): boolean {
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    allTypes(bindings.elements)
  );
}

function allTypes(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): boolean {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function moduleName(specifier: ts.Expression): string | undefined {
  return ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

/**
 * Each file of the projects → the files of the projects it imports at run time. Imports that
 * resolve outside the projects' files (packages of node_modules, assets) are left out; imports of
 * a workspace package resolve to its source files, so cycles across packages are seen too.
 */
export function importGraph(projects: Project[]): Map<string, Set<string>> {
  const optionsOf = new Map<string, ts.CompilerOptions>();
  for (const project of projects) {
    for (const file of project.files) optionsOf.set(realPath(file), project.options);
  }
  const caches = new Map<ts.CompilerOptions, ts.ModuleResolutionCache>();
  const cacheOf = (options: ts.CompilerOptions) => {
    let cache = caches.get(options);
    if (!cache) {
      cache = ts.createModuleResolutionCache(ts.sys.getCurrentDirectory(), (name) => name, options);
      caches.set(options, cache);
    }
    return cache;
  };
  const graph = new Map<string, Set<string>>();
  for (const [file, options] of optionsOf) {
    const text = ts.sys.readFile(file) ?? '';
    const source = ts.createSourceFile(
      file,
      text,
      { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
    );
    const targets = new Set<string>();
    for (const name of runtimeImports(source)) {
      const resolved = ts.resolveModuleName(
        name,
        file,
        options,
        ts.sys,
        cacheOf(options),
      ).resolvedModule;
      const target = resolved ? realPath(resolved.resolvedFileName) : undefined;
      if (target && optionsOf.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The import cycles of `graph`: each group of files that reach each other through imports
 * (a strongly connected component, Tarjan's algorithm), as paths relative to `root`, sorted; the
 * groups sorted by their first path. A file that imports itself is a group of one.
 */
export function importCycles(graph: Map<string, Set<string>>, root: string): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(next)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group);
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  const realRoot = realPath(root);
  return groups
    .map((group) => group.map((file) => relative(realRoot, file).split('\\').join('/')).sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Workspace packages are linked in node_modules: a file is named by its real path. */
function realPath(path: string): string {
  return ts.sys.realpath ? ts.sys.realpath(path) : path;
}

/** The repository's TypeScript projects (the tsconfig.json files that `npm run typecheck` reads). */
export const REPOSITORY_PROJECTS = [
  'packages/domain',
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
];

/** The import cycles of the repository whose root is `root`. */
export function repositoryImportCycles(root: string): string[][] {
  const projects = REPOSITORY_PROJECTS.map((folder) =>
    readProject(join(root, folder, 'tsconfig.json')),
  );
  return importCycles(importGraph(projects), root);
}

/** The repository's root, from this file (apps/api/test). */
export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
