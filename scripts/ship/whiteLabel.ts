import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/** A file the guide tells the reader to write: a code block whose first line is a comment naming its path. */
export interface GuideFile {
  path: string;
  text: string;
}

/**
 * The code blocks of a markdown guide that start with `// <path>` for a path under `under`, in order. The path
 * line stays in the file (a comment), exactly as a reader copying the block would keep it.
 */
export function guideFiles(markdown: string, under: string): GuideFile[] {
  const files: GuideFile[] = [];
  for (const [, body] of markdown.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const first = /^\/\/ (\S+)/.exec(body ?? '');
    if (first?.[1]?.startsWith(under)) files.push({ path: first[1], text: body ?? '' });
  }
  return files;
}

/**
 * The guide's "register it" step: imports `exportName` from `./<id>` in brand/index.ts and adds it to the
 * `brands` object. Throws when the index no longer has the shape the guide describes.
 */
export function registerBrand(index: string, id: string, exportName: string): string {
  const brands = /(export const brands\b[^=]*=\s*\{)([^}]*)\}/;
  if (!brands.test(index)) throw new Error('brand/index.ts has no `export const brands = { ... }` to add to');
  const added = index.replace(
    brands,
    (_all, head: string, body: string) => `${head}${body.trim()}, ${id}: ${exportName} }`,
  );
  return `import { ${exportName} } from './${id}';\n${added}`;
}

/**
 * A copy of the app with the sdk and ui sources it builds from, under `dir`, laid out as the workspace is (the
 * vanilla-extract compiler only finds `.css.ts` files of the kit inside the Vite workspace): the root manifest and
 * tsconfig, packages/{sdk,ui,app} without dist, and a node_modules of links to the workspace's, except
 * `@tsumiki/*`, which link to the copies. The app as a broker forks it, built and type-checked without touching
 * the working tree. Returns the copy's packages/app folder.
 */
export function copyWorkspace(root: string, dir: string): string {
  for (const file of ['package.json', 'tsconfig.base.json'])
    cpSync(path.join(root, file), path.join(dir, file));
  mkdirSync(path.join(dir, 'node_modules/@tsumiki'), { recursive: true });
  for (const pkg of ['sdk', 'ui', 'app']) {
    cpSync(path.join(root, 'packages', pkg), path.join(dir, 'packages', pkg), {
      recursive: true,
      filter: (src) => !/(^|\/)(node_modules|dist)$/.test(src),
    });
    symlinkSync(`../../packages/${pkg}`, path.join(dir, 'node_modules/@tsumiki', pkg), 'dir');
  }
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@tsumiki')
      symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return path.join(dir, 'packages/app');
}

/** Writes `file` after replacing `from` with `to` once; throws when `from` is not there. */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves a static folder on 127.0.0.1 (a CDN in miniature: files or 404, nothing else). */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `#b0361f` -> `rgb(176, 54, 31)`, as getComputedStyle writes colours. */
export function rgb(hex: string): string {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}
