/**
 * Backup and restore of the embedded database (PGlite): a backup is PGlite's data-folder dump, a
 * gzip-compressed tar of the whole PostgreSQL data directory, taken through the one process that
 * holds the folder (so no other writer can change it mid-dump). A restore creates a new data folder
 * from such a file; it never writes into a folder that already holds a database.
 * The backup leaves out what belongs to the running process or must be kept apart from the data:
 * the encryption key of the sealed fields (back it up separately: docs/operations.md), the folder
 * lock and the CLI's control file.
 * PostgreSQL deployments use pg_dump / pg_restore instead (docs/operations.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tarStream from 'tar-stream';
import type { Database } from './database.js';
import { KEY_FILE } from '../crypto/sealing.js';

/** Files of the data folder a backup leaves out (see the module comment). */
export const NOT_BACKED_UP = [KEY_FILE, '.payclock.lock', 'control.json'];

/** Copies a tar archive without the entries {@link NOT_BACKED_UP} names (at the archive's top level), gzip-compressed. */
async function withoutProcessFiles(tar: Buffer): Promise<Buffer> {
  const extract = tarStream.extract();
  const pack = tarStream.pack();
  extract.on('entry', (header, stream, next) => {
    const name = header.name.replace(/^\.?\/+/, '');
    if (NOT_BACKED_UP.includes(name)) {
      stream.resume();
      stream.on('end', next);
    } else {
      stream.pipe(pack.entry(header, next));
    }
  });
  extract.on('finish', () => pack.finalize());
  const chunks: Buffer[] = [];
  await Promise.all([
    pipeline(Readable.from([tar]), extract),
    pipeline(pack, createGzip(), async function* (source: AsyncIterable<Buffer>) {
      for await (const c of source) chunks.push(c);
    }),
  ]);
  return Buffer.concat(chunks);
}

/** Writes a dump of the open embedded database to `file` (created or replaced). @returns its size in bytes. */
export async function backupEmbedded(database: Database, file: string): Promise<number> {
  if (!database.pglite) {
    throw new Error('backup works on the embedded database; for PostgreSQL use pg_dump (docs/operations.md)');
  }
  await database.pglite.exec('checkpoint');
  const dump = await database.pglite.dumpDataDir('none');
  const bytes = await withoutProcessFiles(Buffer.from(await dump.arrayBuffer()));
  // Write under a temporary name first: a failed backup never leaves a truncated file behind.
  const tmp = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
  return bytes.length;
}

/** Whether `dataDir` is missing or holds nothing (a restore target). */
export function isEmptyFolder(dataDir: string): boolean {
  return !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
}

/** Reads a backup file as the Blob PGlite loads a data folder from. */
export function readBackup(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}
