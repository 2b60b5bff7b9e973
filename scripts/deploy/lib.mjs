// Process, port and configuration helpers for scripts/deploy/test-deploy.mjs. Everything listens on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

/** A port nothing listens on right now (the kernel's pick), on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The children this run started, stopped by pid in `stopAll` (never by name). */
const children = new Set();

/** Starts `command` with stdout and stderr appended to `logFile`; the child is remembered for `stopAll`. */
export function start(command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', out, out] });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/** Sends `signal` to `child` and waits for it to exit (SIGKILL after `graceMs`). */
export async function stop(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Stops every child still running. */
export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c, 'SIGTERM', 5_000)));
}

/** Polls `url` until it answers 200, failing early if `child` exits. */
export async function waitHealthy(url, child, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url}: not healthy after ${timeoutMs / 1000} s`);
}

/** Runs a command to completion; throws with its output when it fails. */
export function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
  }
  return r.stdout;
}

const asPostgres = (command, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * A throwaway PostgreSQL cluster from Debian's packages (/usr/lib/postgresql/<newest>/bin) in `dir`, listening on
 * 127.0.0.1:`port` only, trust authentication. Run as the postgres user when this script runs as root.
 */
export function startPostgres(dir, port) {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const bin = `/usr/lib/postgresql/${newest}/bin`;
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    chownSync(dir, uid, uid);
  }
  run(...asPostgres(`${bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync']));
  run(
    ...asPostgres(`${bin}/pg_ctl`, [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`,
      'start',
    ]),
  );
  return {
    version: newest,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      spawnSync(...asPostgres(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']), {
        stdio: 'ignore',
      }),
  };
}

/** Replaces the one match of `pattern` in `text`, failing when deploy/nginx.conf no longer has that line. */
function replaceOnce(text, pattern, replacement) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1)
    throw new Error(`deploy/nginx.conf: expected one ${pattern}, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf made runnable here: HTTPS on 127.0.0.1:`port` with the certificate `tls` ({ cert, key }),
 * plain HTTP (the redirect) on 127.0.0.1:`httpPort`, serve `appRoot`, the two upstream servers on `upstreams`,
 * and optionally a shorter read timeout; wrapped in a main config like Debian's nginx.conf but with every path
 * (pid, logs, temp files) under `dir`.
 */
export function nginxConfig({ site, dir, port, httpPort, tls, appRoot, upstreams, readTimeout }) {
  let s = site;
  s = replaceOnce(s, /^[ \t]*listen 80;$/m, `    listen 127.0.0.1:${httpPort};`);
  s = replaceOnce(s, /^[ \t]*listen \[::\]:80;\n/m, '');
  s = replaceOnce(s, /^[ \t]*listen 443 ssl http2;$/m, `    listen 127.0.0.1:${port} ssl http2;`);
  s = replaceOnce(s, /^[ \t]*listen \[::\]:443 ssl http2;\n/m, '');
  s = replaceOnce(s, /ssl_certificate +\/etc\/letsencrypt\/\S+;/, `ssl_certificate ${tls.cert};`);
  s = replaceOnce(s, /ssl_certificate_key +\/etc\/letsencrypt\/\S+;/, `ssl_certificate_key ${tls.key};`);
  // $host has no port; the test's HTTPS is not on 443.
  s = replaceOnce(
    s,
    /return 301 https:\/\/\$host\$request_uri;/,
    `return 301 https://$host:${port}$request_uri;`,
  );
  s = replaceOnce(s, /^([ \t]*)root \/srv\/tsumiki\/app;$/m, `$1root ${appRoot};`);
  s = replaceOnce(s, /server 127\.0\.0\.1:8081 /, `server 127.0.0.1:${upstreams[0]} `);
  s = replaceOnce(s, /server 127\.0\.0\.1:8082 /, `server 127.0.0.1:${upstreams[1]} `);
  if (readTimeout) s = replaceOnce(s, /proxy_read_timeout \d+s;/, `proxy_read_timeout ${readTimeout};`);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const main = `# Generated by scripts/deploy/test-deploy.mjs from deploy/nginx.conf
${isRoot ? 'user www-data;\n' : ''}worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`;
  return { main, site: s };
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (and localhost), valid for a day, made with openssl in
 * `dir`: answers { cert, key }.
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** Makes `dir` and its parents up to `top` readable by nginx's workers (www-data) when running as root. */
export function openUp(dir, top) {
  if (!isRoot) return;
  for (let d = dir; d.startsWith(top); d = path.dirname(d)) chmodSync(d, 0o755);
}

/** The first hashed script the built index.html (or a script) names. */
export function entryScript(indexHtml) {
  const m = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(indexHtml);
  if (!m?.[1]) throw new Error('index.html names no script under assets/');
  return `/${m[1]}`;
}

/**
 * The app's entry script: the module script of index.html or, when the build prerendered the first screen, the
 * one its inline boot script loads, named in the boot script's JSON data block (packages/app/vite/firstScreen.ts).
 */
export function appEntryScript(indexHtml) {
  const data = /<script type="application\/json" id="tsumiki-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!data) return entryScript(indexHtml);
  return `/${JSON.parse(data).entry.replace(/^\.?\//, '')}`;
}

export const readText = (file) => readFileSync(file, 'utf8');
