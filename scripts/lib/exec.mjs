import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from './packages.mjs';

/**
 * Runs a command without blocking the event loop (the ship tests run these inside a vitest worker, which must
 * keep answering its runner for minutes). With `echo` the output streams to this process as well. Resolves
 * with everything printed; rejects with the command line and the tail of its output when it exits non-zero.
 */
export function exec(command, args, { cwd = root, env = process.env, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(output);
      // Stack frames say little here and push the message out of the tail.
      const lines = output.split('\n').filter((line) => !/^\s*(at |❯ )/.test(line));
      const tail = lines.slice(-60).join('\n');
      reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code ?? signal}:\n${tail}`));
    });
  });
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
