// The code samples of the repository's markdown, as the docs test (samples.test.ts) compiles and runs them and
// the ship test (scripts/ship) builds a consumer app from docs/build-your-app.md.
//
// The convention, for anyone writing docs:
// - A fenced ```ts or ```tsx block is compiled (strict TypeScript, against the workspace packages) as a module
//   of its own. One whose first line is `// <path>` is that file: `// src/App.tsx` in a guide is a file of the
//   app the guide builds (the other path blocks of the same document sit beside it, so relative imports work);
//   `// packages/app/src/...` is a file of this repository, compiled in place of (or next to) the real one.
// - Names a block uses without defining (a `render` of the reader's own) are declared in an HTML comment
//   directly above the fence, invisible on GitHub:
//     <!-- sample: prelude
//     declare function render(view: unknown): void;
//     -->
// - ```tsx partial marks an excerpt that is deliberately incomplete ("...your layout"): it is listed, not
//   compiled. Use it sparingly; a prelude is better.
// - ```ts run also runs the block in Node, against an in-process reference server standing in for
//   http://127.0.0.1:8080 (the address `npm start` serves); it must finish without throwing.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Sample {
  /** The markdown file, relative to the repository root. */
  doc: string;
  /** 1-based line of the first line of code (after the fence). */
  line: number;
  lang: 'ts' | 'tsx';
  /** Words after the language on the fence line: `partial`, `run`. */
  flags: string[];
  /** Hidden declarations from the `<!-- sample: prelude -->` comment above the fence ('' when none). */
  prelude: string;
  code: string;
  /** The file the block is, from its `// <path>` first line. */
  path?: string;
}

const LANGS: Record<string, Sample['lang']> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** Every TypeScript block of one markdown document, in order. */
export function extractSamples(markdown: string, doc: string): Sample[] {
  const lines = markdown.split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w+)(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    let end = i + 1;
    while (end < lines.length && (lines[end] ?? '').trim() !== '```') end++;
    const lang = LANGS[open[2] ?? ''];
    if (lang) {
      const code = lines
        .slice(i + 1, end)
        .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
        .join('\n');
      const file = /^\/\/ ([\w./@-]+\.(?:tsx?|mts))\s*$/.exec(code.split('\n')[0] ?? '')?.[1];
      samples.push({
        doc,
        line: i + 2,
        lang,
        flags: (open[3] ?? '').trim().split(/\s+/).filter(Boolean),
        prelude: preludeAbove(lines, i),
        code: `${code}\n`,
        ...(file ? { path: file } : {}),
      });
    }
    i = end;
  }
  return samples;
}

/** The text of a `<!-- sample: prelude ... -->` comment that ends on the line just above the fence. */
function preludeAbove(lines: string[], fence: number): string {
  if ((lines[fence - 1] ?? '').trim() !== '-->') return '';
  for (let j = fence - 2; j >= 0; j--) {
    const line = (lines[j] ?? '').trim();
    if (line === '<!-- sample: prelude') return `${lines.slice(j + 1, fence - 1).join('\n')}\n`;
    if (line.startsWith('<!--') || line === '-->') return '';
  }
  return '';
}

/** The samples of several documents (paths relative to `root`). */
export function samplesOf(root: string, docs: readonly string[]): Sample[] {
  return docs.flatMap((doc) => extractSamples(readFileSync(path.join(root, doc), 'utf8'), doc));
}

/** A file a guide tells the reader to write: a block of any language whose first line names its path. */
export interface GuideFile {
  path: string;
  text: string;
}

/**
 * The file blocks of a guide, in order: a first line `// <path>` (TypeScript, JSONC) or `# <path>` (YAML)
 * stays in the file as the reader would keep it; `<!-- <path> -->` (HTML) is dropped, so `<!doctype html>` stays first.
 */
export function guideFiles(markdown: string): GuideFile[] {
  const files: GuideFile[] = [];
  for (const [, body = ''] of markdown.matchAll(/^```\w*[^\n]*\n([\s\S]*?)^```$/gm)) {
    const comment = /^(?:\/\/|#) ([\w./@-]+\.\w+)\s*$/.exec(body.split('\n')[0] ?? '');
    const html = /^<!-- ([\w./@-]+\.html) -->\s*$/.exec(body.split('\n')[0] ?? '');
    if (comment?.[1]) files.push({ path: comment[1], text: body });
    else if (html?.[1]) files.push({ path: html[1], text: body.slice(body.indexOf('\n') + 1) });
  }
  return files;
}

/** The packages of every `npm install` line of a guide's shell blocks: `{ dependencies, devDependencies }`. */
export function guideInstalls(markdown: string): { dependencies: string[]; devDependencies: string[] } {
  const out = { dependencies: [] as string[], devDependencies: [] as string[] };
  for (const [, body = ''] of markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```$/gm)) {
    for (const line of body.split('\n')) {
      const words = line.replace(/#.*/, '').trim().split(/\s+/);
      if (words[0] !== 'npm' || (words[1] !== 'install' && words[1] !== 'i')) continue;
      const dev = words.includes('--save-dev') || words.includes('-D');
      const names = words.slice(2).filter((w) => !w.startsWith('-'));
      (dev ? out.devDependencies : out.dependencies).push(...names);
    }
  }
  return out;
}

/** A short name for a document, for folders and file names: `docs/build-your-app.md` -> `docs-build-your-app`. */
export const docSlug = (doc: string) => doc.replace(/\.md$/, '').replace(/[^\w-]+/g, '-');
