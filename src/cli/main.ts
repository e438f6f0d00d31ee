/**
 * The `payclock` command line (`npm run cli -- <args>` in a checkout; `node dist/cli/main.js`).
 * It reads DATA_DIR / DATABASE_URL like the server. On the embedded database, when a server is
 * running on the same folder, the command is forwarded to it and runs there (decision 0010);
 * otherwise the CLI opens the folder itself, taking its lock. Exit status 1 on any failure, with
 * one line on stderr.
 */
import { loadConfig } from '../config/env.js';
import { forwardToServer } from './control-client.js';
import { runCli } from './run.js';

const args = process.argv.slice(2);
try {
  const config = loadConfig();
  const forwarded = config.databaseUrl
    ? null
    : await forwardToServer(config.dataDir, args, process.cwd(), config.controlTimeoutSeconds * 1000);
  if (forwarded) {
    process.stdout.write(forwarded.stdout);
    process.stderr.write(forwarded.stderr);
    process.exitCode = forwarded.exitCode;
  } else {
    await runCli(args);
  }
} catch (err) {
  process.stderr.write(`payclock: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
