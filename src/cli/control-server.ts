/**
 * The control channel of a server on the embedded database (decision 0010). PGlite is one
 * process's database, so while the server runs, `payclock <command>` cannot open the folder;
 * instead the CLI sends its arguments here and the command runs inside the server, on the server's
 * open database, with its output sent back. The channel listens on 127.0.0.1 only, on a random
 * port, and requires the random token of DATA_DIR/control.json (mode 0600): only a user who can
 * read the data folder can use it.
 *
 * `POST /run` with `Authorization: Bearer <token>` and `{"args": string[], "cwd": string}` →
 * `{"exit_code": 0|1, "stdout": string, "stderr": string}`; 401 without the token, 400 on a bad body.
 * The 200 is sent as soon as the command starts, then a space every {@link HEARTBEAT_MS} while it
 * runs (JSON allows leading whitespace): the CLI tells a long import from a server that does not
 * answer (paused, overloaded) by its idle timeout (control-client.ts).
 */
import http from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Database } from '../platform/db/database.js';
import { removeControlFile, writeControlFile } from './control-file.js';
import { withCliRun } from './io.js';
import { runCli } from './run.js';

/** Largest request body accepted (the arguments of one command). */
const MAX_BODY_BYTES = 64 * 1024;

/** Interval of the whitespace heartbeat while a forwarded command runs (milliseconds). */
export const HEARTBEAT_MS = 2_000;

/** A started control channel; `close()` stops it and removes the control file. */
export interface ControlServer {
  port: number;
  close(): Promise<void>;
}

/** Minimal logger the channel reports runs to. */
interface ControlLog {
  info(obj: object, msg: string): void;
}

/** Starts the channel for `database` and writes DATA_DIR/control.json. */
export async function startControlServer(opts: {
  database: Database;
  dataDir: string;
  log: ControlLog;
}): Promise<ControlServer> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply(401, { error: 'the control token of DATA_DIR/control.json is required' });
    }
    if (req.method !== 'POST' || req.url !== '/run') return reply(404, { error: 'POST /run' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      let args: string[];
      let cwd: string;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { args?: unknown; cwd?: unknown };
        if (!Array.isArray(body.args) || !body.args.every((a) => typeof a === 'string')) throw new Error();
        if (typeof body.cwd !== 'string' || !body.cwd.startsWith('/')) throw new Error();
        args = body.args as string[];
        cwd = body.cwd;
      } catch {
        return reply(400, { error: 'body must be {"args": string[], "cwd": absolute path}' });
      }
      let stdout = '';
      let stderr = '';
      let failed = false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(' ');
      const heartbeat = setInterval(() => res.write(' '), HEARTBEAT_MS);
      opts.log.info(
        { command: args.filter((a) => !a.startsWith('-')).slice(0, 2) },
        'cli command (forwarded)',
      );
      void withCliRun(
        {
          write: (t) => void (stdout += t),
          writeErr: (t) => void (stderr += t),
          cwd,
          interactive: false,
          database: opts.database,
          fail: () => void (failed = true),
        },
        () => runCli(args),
      )
        .catch((err: unknown) => {
          stderr += `payclock: ${err instanceof Error ? err.message : String(err)}\n`;
          failed = true;
        })
        .then(() => {
          clearInterval(heartbeat);
          res.end(JSON.stringify({ exit_code: failed ? 1 : 0, stdout, stderr }));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  writeControlFile(opts.dataDir, { port, token, pid: process.pid });
  return {
    port,
    close: async () => {
      removeControlFile(opts.dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
