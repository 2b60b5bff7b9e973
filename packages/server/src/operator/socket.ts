import { chmodSync, rmSync } from 'node:fs';
import type { Server, Socket } from 'node:net';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import type { CommandResult } from './commands';

/**
 * A server on PGlite answers operator commands on a Unix domain socket in its data directory (mode 0600: only
 * the user the server runs as, and root, may connect), so the CLI never opens the directory a second time.
 * One request a connection: a JSON line `{ argv, actor }`, answered by a JSON line `{ code, stdout, stderr }`.
 */
export const SOCKET_FILE = 'operator.sock';

export interface OperatorRequest {
  argv: string[];
  actor: string;
}

const MAX_REQUEST_BYTES = 1024 * 1024;
// sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included.
const MAX_SOCKET_PATH_BYTES = 103;

export function operatorSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_FILE);
}

function parseRequest(text: string): OperatorRequest | undefined {
  try {
    const r = JSON.parse(text) as Partial<OperatorRequest>;
    const argvOk = Array.isArray(r.argv) && r.argv.every((a) => typeof a === 'string');
    const actorOk = typeof r.actor === 'string' && r.actor.length > 0 && r.actor.length <= 200;
    return argvOk && actorOk ? { argv: r.argv as string[], actor: r.actor as string } : undefined;
  } catch {
    return undefined;
  }
}

/** Reads one newline-terminated line (at most `max` bytes), or rejects. */
function readLine(socket: Socket, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      const nl = chunk.indexOf(0x0a);
      chunks.push(nl >= 0 ? chunk.subarray(0, nl) : chunk);
      size += chunk.length;
      if (nl >= 0) {
        cleanup();
        resolve(Buffer.concat(chunks).toString('utf8'));
      } else if (size > max) {
        cleanup();
        reject(new Error('request too large'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('connection closed before a full line'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onError);
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
  });
}

/**
 * Listens on `socketPath` (a leftover socket file from a killed server is replaced: the caller holds the data
 * directory's lock) and runs each request with `run`. `close()` stops listening and removes the file.
 */
export async function serveOperatorSocket(
  socketPath: string,
  run: (request: OperatorRequest) => Promise<CommandResult>,
  onError: (error: unknown) => void = () => {},
): Promise<{ close(): Promise<void> }> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `the operator socket path ${socketPath} is longer than ${MAX_SOCKET_PATH_BYTES} bytes: use a shorter DATA_DIR`,
    );
  }
  rmSync(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', onError);
    readLine(socket, MAX_REQUEST_BYTES)
      .then(async (line) => {
        const request = parseRequest(line);
        const result: CommandResult = request
          ? await run(request)
          : { code: 1, stdout: '', stderr: 'malformed operator request\n' };
        socket.end(`${JSON.stringify(result)}\n`);
      })
      .catch((error) => {
        onError(error);
        socket.destroy();
      });
  });
  // The socket file is created by bind() inside listen(), synchronously: under this umask it is born 0600,
  // never briefly open to other users; the chmod below is the belt to those braces.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
      process.umask(previous);
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

/**
 * Sends one command to the server listening on `socketPath` and answers its result. Rejects with the
 * connection's error (ENOENT, ECONNREFUSED: no server listening yet) or on `timeoutMs` without an answer.
 */
export function sendOperatorCommand(
  socketPath: string,
  request: OperatorRequest,
  timeoutMs = 120_000,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the server did not answer in time')));
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      readLine(socket, 64 * 1024 * 1024)
        .then((line) => {
          socket.end();
          resolve(JSON.parse(line) as CommandResult);
        })
        .catch(reject);
    });
    socket.once('error', reject);
  });
}
