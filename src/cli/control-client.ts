/**
 * The CLI's side of the control channel (src/cli/control-server.ts): sends one command to the
 * server that holds the embedded database and replays its output here.
 */
import http from 'node:http';
import { readControlFile } from './control-file.js';

/** The outcome of a forwarded command. */
export interface ForwardedRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Sends `args` to the live server of `dataDir`. @returns its run, or null when no live server
 * advertises a control channel there (no control file, its process gone, or the port refuses).
 * @throws on a reply that is not a run (e.g. a stale token: 401), and when the server says nothing
 * for `timeoutMs` milliseconds (`PAYCLOCK_CONTROL_TIMEOUT`; the server answers its head at once and
 * a space every 2 s while the command runs, so only a paused or overloaded server is silent that
 * long): "the server (pid …) did not answer …".
 */
export async function forwardToServer(
  dataDir: string,
  args: string[],
  cwd: string,
  timeoutMs = 60_000,
): Promise<ForwardedRun | null> {
  const control = readControlFile(dataDir);
  if (!control) return null;
  const body = JSON.stringify({ args, cwd });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: control.port,
        method: 'POST',
        path: '/run',
        headers: {
          authorization: `Bearer ${control.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        // A destroyed socket after the head (timeout, server killed) fails the response.
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('the server closed its control channel before answering')));
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) {
            return reject(new Error(`the server's control channel answered ${res.statusCode}: ${text}`));
          }
          const r = JSON.parse(text) as { exit_code: number; stdout: string; stderr: string };
          resolve({ exitCode: r.exit_code, stdout: r.stdout, stderr: r.stderr });
        });
      },
    );
    // Idle timeout of the socket: no byte (head, heartbeat or answer) for timeoutMs.
    req.setTimeout(timeoutMs, () => {
      req.destroy(
        new Error(
          `the server (pid ${control.pid}) holding ${dataDir} did not answer its control channel within ` +
            `${timeoutMs / 1000} s (paused or overloaded?); PAYCLOCK_CONTROL_TIMEOUT sets the wait in seconds`,
        ),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
    req.end(body);
  });
}
