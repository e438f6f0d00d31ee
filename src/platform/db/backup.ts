/**
 * Backup and restore of the embedded database (PGlite): a backup is PGlite's data-folder dump, a
 * gzip-compressed tar of the whole PostgreSQL data directory, taken through the one process that
 * holds the folder (so no other writer can change it mid-dump). A restore creates a new data folder
 * from such a file; it never writes into a folder that already holds a database.
 * PostgreSQL deployments use pg_dump / pg_restore instead (docs/operations.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database.js';

/** Writes a dump of the open embedded database to `file` (created or replaced). @returns its size in bytes. */
export async function backupEmbedded(database: Database, file: string): Promise<number> {
  if (!database.pglite) {
    throw new Error('backup works on the embedded database; for PostgreSQL use pg_dump (docs/operations.md)');
  }
  await database.pglite.exec('checkpoint');
  const dump = await database.pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
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
