// What a published manifest must promise its consumers, checked from the files it ships (check-packages.mjs):
// every package a shipped declaration file imports is a dependency or a peer (publint and attw do not look, and
// an app with `skipLibCheck: false` or pnpm without hoisting fails on the first one missing), an untyped
// dependency brings its `@types` package along, and versions are ranges, never exact pins.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for relative paths and Node built-ins. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Every module a declaration file refers to: `import`/`export … from`, `import("…")` types, `import x = require`,
 * `declare module "…"` augmentations and `/// <reference types>`.
 */
export function declarationImports(text, fileName = 'file.d.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = new Set(source.typeReferenceDirectives.map((ref) => ref.fileName));
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.add(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
      if (literal && ts.isStringLiteral(literal)) found.add(literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.add(expression.text);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** `d3-scale` -> `@types/d3-scale`, `@scope/name` -> `@types/scope__name`. */
export const typesPackageOf = (name) =>
  name.startsWith('@') ? `@types/${name.slice(1).replace('/', '__')}` : `@types/${name}`;

const strings = (value) =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap((v) => strings(v));

/**
 * Whether an installed package carries its own declarations, found as TypeScript finds them: a `types` field,
 * a `types` condition, an index.d.ts, or a declaration file beside a JavaScript entry (`index.mjs` ->
 * `index.d.mts`).
 */
export function hasOwnTypes(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (manifest.types || manifest.typings) return true;
  if (JSON.stringify(manifest.exports ?? '').includes('"types"')) return true;
  if (existsSync(path.join(packageDir, 'index.d.ts'))) return true;
  const entries = [...strings(manifest.exports), manifest.main, manifest.module].filter(Boolean);
  return entries.some((entry) => {
    const match = /^(.*)\.([cm]?)js$/.exec(entry);
    return match !== null && existsSync(path.join(packageDir, `${match[1]}.d.${match[2]}ts`));
  });
}

/** An exact version (`1.2.3`, `=1.2.3`) rather than a range. */
export const isExactPin = (range) => /^=?v?\d+\.\d+\.\d+(-[\w.]+)?$/.test(range.trim());

/**
 * The problems of one published manifest. `declarations` maps each shipped .d.ts path to its text;
 * `installedDir(name)` is where the dependency is installed (to tell whether it ships its own types).
 */
export function manifestProblems(manifest, declarations, installedDir) {
  const problems = [];
  const runtime = { ...manifest.dependencies };
  const declared = new Set([...Object.keys(runtime), ...Object.keys(manifest.peerDependencies ?? {})]);
  for (const [file, text] of Object.entries(declarations)) {
    for (const specifier of declarationImports(text, file)) {
      const name = packageOf(specifier);
      if (!name || name === manifest.name) continue;
      if (!declared.has(name))
        problems.push(`${file} imports '${specifier}', but ${name} is neither a dependency nor a peer`);
    }
  }
  for (const name of Object.keys(runtime)) {
    if (name.startsWith('@types/')) continue;
    const dir = installedDir(name);
    if (!dir) {
      problems.push(`dependency ${name} is not installed, so its types cannot be checked`);
      continue;
    }
    const types = typesPackageOf(name);
    if (!hasOwnTypes(dir) && !runtime[types])
      problems.push(`dependency ${name} has no types of its own: ${types} must be a dependency too`);
  }
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (isExactPin(range))
        problems.push(
          `${field}.${name} is pinned to ${range}: publish a range (^${range.replace(/^=/, '')})`,
        );
    }
  }
  for (const field of ['license', 'repository', 'homepage', 'bugs']) {
    if (!manifest[field]) problems.push(`package.json has no "${field}"`);
  }
  return problems;
}
