/**
 * `payclock backup --out FILE` and `payclock restore FILE` for the embedded database (PGlite).
 * `backup` works with the server running (forwarded to it, it dumps the server's open database,
 * decision 0010) or stopped; a backup of a small company takes about a second. `restore` only
 * creates a new DATA_DIR (missing or empty), then migrates it. PostgreSQL: pg_dump / pg_restore (docs/operations.md).
 */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import fs from 'node:fs';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrator.js';
import { backupEmbedded, isEmptyFolder, readBackup } from '../platform/db/backup.js';
import { output } from './support.js';
import { cliRun, resolveFile } from './io.js';

const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/operations.md)';

/** Adds `backup` and `restore` to the program. */
export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description('write a backup of the embedded database to FILE (server running or stopped)')
    .requiredOption('--out <file>', 'backup file to write (gzip-compressed tar of the data folder)')
    .option('--json', 'print one JSON object as the last line')
    .action(async (o: { out: string; json?: boolean }) => {
      const config = loadConfig();
      if (config.databaseUrl) throw new InvalidArgumentError(POSTGRES_HINT);
      const out = resolveFile(o.out);
      const served = cliRun().database;
      const database = served ?? (await openDatabase({ dataDir: config.dataDir }));
      try {
        const bytes = await backupEmbedded(database, out);
        output(o.json ?? false, [`Backed up ${config.dataDir} to ${out} (${bytes} bytes).`], {
          file: out,
          bytes,
        });
      } finally {
        if (!served) await database.close();
      }
    });

  program
    .command('restore')
    .description('create DATA_DIR (missing or empty) from a backup FILE')
    .argument('<file>', 'a file written by payclock backup')
    .option('--json', 'print one JSON object as the last line')
    .action(async (given: string, o: { json?: boolean }) => {
      const file = resolveFile(given);
      const config = loadConfig();
      if (config.databaseUrl) throw new InvalidArgumentError(POSTGRES_HINT);
      if (!fs.existsSync(file)) throw new InvalidArgumentError(`cannot read ${file}`);
      if (!isEmptyFolder(config.dataDir)) {
        throw new InvalidArgumentError(
          `${config.dataDir} is not empty; restore only creates a new data folder (set DATA_DIR to a new path)`,
        );
      }
      const database = await openDatabase({ dataDir: config.dataDir, loadDataDir: readBackup(file) });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      output(o.json ?? false, [`Restored ${file} into ${config.dataDir}.`], { data_dir: config.dataDir });
    });
}
