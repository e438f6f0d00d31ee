/**
 * The control file of a running server on the embedded database: `DATA_DIR/control.json`
 * (mode 0600) with the loopback port of its control channel, a random token and the server's pid.
 * The CLI reads it to forward a command to the server instead of opening the folder, which the
 * server holds (decision 0010).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Contents of DATA_DIR/control.json. */
export interface ControlFile {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Bearer token (64 hex characters) the control channel requires. */
  token: string;
  /** The server's process id (a file whose process is gone is stale). */
  pid: number;
}

/** Path of the control file in a data folder. */
export function controlFilePath(dataDir: string): string {
  return path.join(dataDir, 'control.json');
}

/** Writes the control file readable by its owner only (written whole, then renamed into place). */
export function writeControlFile(dataDir: string, file: ControlFile): void {
  const target = controlFilePath(dataDir);
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(file), { mode: 0o600 });
  fs.renameSync(tmp, target);
}

/** Removes the control file if it still names this process. */
export function removeControlFile(dataDir: string): void {
  const current = readControlFile(dataDir);
  if (current?.pid === process.pid) fs.rmSync(controlFilePath(dataDir), { force: true });
}

/** The control file of a live server, or null (missing, unreadable, or its process is gone). */
export function readControlFile(dataDir: string): ControlFile | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(controlFilePath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const f = parsed as Partial<ControlFile>;
  if (!Number.isInteger(f.port) || typeof f.token !== 'string' || !Number.isInteger(f.pid)) return null;
  try {
    process.kill(f.pid!, 0);
  } catch (err) {
    // EPERM: alive but another user's; ESRCH: gone.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return f as ControlFile;
}
