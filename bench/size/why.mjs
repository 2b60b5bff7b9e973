// `node bench/size/run.mjs --why`: where each route's bytes go. The app is built once more with hidden source
// maps into a directory of its own (same config and chunk names as packages/app/dist, the maps without a
// reference in the code); each transferred chunk's minified bytes are attributed to the source modules its
// map names, and its gzip bytes shared out in proportion to each module's own gzip size, so the figures add up
// to what the route transferred. Modules are grouped by package (node_modules) or by folder of our source.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** The VLQ fields of one mapping segment. */
function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const d = DIGIT.get(c);
    value += (d & 31) << shift;
    if (d & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** Builds the app with hidden source maps into a temporary directory; returns it and a cleanup. */
export function buildWithMaps(root) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tsumiki-why-'));
  execFileSync('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', dir, '--emptyOutDir'], {
    cwd: path.join(root, 'packages/app'),
    stdio: 'ignore',
  });
  return { dir: path.join(dir, 'assets'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The group a source path counts under: `pkg` for node_modules, else our package and folder. */
function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ours = source.match(/packages\/(\w+)\/src\/(.*)$/);
  if (!ours) return source.replace(/^(\.\.\/)+/, '');
  const parts = ours[2].split('/');
  // A module of a flat folder (rules, generated, the store) by its name; screens and components by folder.
  const depth = parts[0] === 'screens' ? 3 : 2;
  return `${ours[1]}/${parts.slice(0, Math.min(depth, parts.length)).join('/')}`;
}

/** Minified bytes of `code` per source of its map (unmapped bytes under `(unmapped)`). */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const slices = new Map();
  const add = (source, text) => slices.set(source, (slices.get(source) ?? '') + text);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    let column = 0;
    let at = 0;
    let current = '(unmapped)';
    for (const seg of line.split(',')) {
      if (seg === '') continue;
      const fields = decodeSegment(seg);
      column += fields[0];
      add(current, text.slice(at, column));
      at = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        current = map.sources[sourceIndex] ?? '(unmapped)';
      } else current = '(unmapped)';
    }
    add(current, `${text.slice(at)}\n`);
  });
  return slices;
}

/**
 * The gzip bytes of `files` (a measured route's files: name, type, gzip) per group, as a sorted list of
 * [group, bytes]; a file without a map (CSS, or not in the maps build) counts under its own name.
 */
export function attribute(dir, files) {
  const groups = new Map();
  const add = (group, bytes) => groups.set(group, (groups.get(group) ?? 0) + bytes);
  for (const f of files) {
    const mapFile = path.join(dir, `${f.file}.map`);
    if (f.type !== 'script' || !existsSync(mapFile)) {
      add(
        f.type === 'stylesheet' ? `CSS ${f.file.replace(/-[\w-]{8}\.css$/, '')}` : `(no map) ${f.file}`,
        f.gzip,
      );
      continue;
    }
    const slices = bytesPerSource(
      readFileSync(path.join(dir, f.file), 'utf8'),
      JSON.parse(readFileSync(mapFile, 'utf8')),
    );
    const own = [...slices].map(([source, text]) => [groupOf(source), gzipSync(text, { level: 9 }).length]);
    const total = own.reduce((sum, [, n]) => sum + n, 0);
    for (const [group, n] of own) add(group, (n / total) * f.gzip);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
