/**
 * Entry point of `npm start`: load and check the configuration (one line and exit 1 when it is
 * invalid), then serve in this process (startup/serve.ts) or, with `WEB_CONCURRENCY` > 1, run the
 * cluster primary (startup/primary.ts), whose forked workers come back here and serve. Startup
 * failures a user causes (bad settings, a folder another server holds, a busy port) print one line
 * and exit 1.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { fatal } from './startup/fatal.js';
import { runPrimary } from './startup/primary.js';
import { serve } from './startup/serve.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  fatal(err.message.replace(/\n\s*/g, ' '));
}
if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config, { worker: cluster.isWorker });
