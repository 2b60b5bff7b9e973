// The reference deployment's edge for benchmarks: nginx from deploy/nginx.conf (made runnable on 127.0.0.1 by
// scripts/deploy/lib.mjs, as the deployment test runs it) in front of a running reference server, with a
// throwaway self-signed certificate: HTTPS, HTTP/2, nginx's gzip and its Cache-Control. The browser that loads it
// must accept the certificate (`--ignore-certificate-errors`); Node talks to the server behind it directly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  nginxConfig,
  openUp,
  readText,
  run,
  selfSignedCertificate,
  start,
  stop,
} from '../../scripts/deploy/lib.mjs';
import { root } from './referenceServer.mjs';

/** nginx serving `appRoot` and proxying the API to `upstreamPort`: answers { origin, stop }. */
export async function startEdge({ appRoot, upstreamPort }) {
  const dir = mkdtempSync('/tmp/tsumiki-edge-');
  openUp(dir, '/tmp');
  openUp(appRoot, '/tmp');
  const [port, httpPort] = await Promise.all([freePort(), freePort()]);
  const conf = nginxConfig({
    site: readText(path.join(root, 'deploy/nginx.conf')),
    dir,
    port,
    httpPort,
    tls: selfSignedCertificate(path.join(dir, 'tls')),
    appRoot,
    // The file names two instances; both are the one server here.
    upstreams: [upstreamPort, upstreamPort],
  });
  writeFileSync(path.join(dir, 'nginx.conf'), conf.main);
  writeFileSync(path.join(dir, 'site.conf'), conf.site);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  run('/usr/sbin/nginx', ['-t', '-q', ...args]);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const nginx = start('/usr/sbin/nginx', args, {
    cwd: dir,
    env: { PATH: process.env.PATH },
    logFile: path.join(dir, 'logs/nginx.log'),
  });
  // Up once its plain-HTTP port answers (with the redirect to HTTPS).
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: see ${dir}/logs/nginx.log`);
    const up = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then(
      (res) => res.status === 301,
      () => false,
    );
    if (up) break;
    if (tries > 120) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      await stop(nginx);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
