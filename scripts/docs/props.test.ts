// Every prop of the kit is described where it is declared: Storybook's docs pages (autodocs) show these JSDoc
// comments as the props table a designer and an app developer read, and editors show them on hover.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('describes every prop of every exported props interface of @tsumiki/ui', () => {
  const files = execFileSync('git', ['ls-files', 'packages/ui/src/*.ts', 'packages/ui/src/*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !/\.(test|stories)\.tsx?$|fixtures|[sS]tory/.test(f));
  let props = 0;
  const undescribed: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const node of source.statements) {
      if (!ts.isInterfaceDeclaration(node) || !/Props$/.test(node.name.text)) continue;
      if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member)) continue;
        props++;
        const described = ts
          .getJSDocCommentsAndTags(member)
          .some((doc) => ts.getTextOfJSDocComment(doc.comment));
        if (!described) undescribed.push(`${file} ${node.name.text}.${member.name.getText(source)}`);
      }
    }
  }
  expect(props).toBeGreaterThan(500);
  expect(undescribed).toEqual([]);
});
