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

/** A short name for a document, for folders and file names: `docs/build-your-app.md` -> `docs-build-your-app`. */
export const docSlug = (doc: string) => doc.replace(/\.md$/, '').replace(/[^\w-]+/g, '-');
