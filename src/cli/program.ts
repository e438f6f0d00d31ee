/**
 * The commands of the `payclock` command line, built fresh for each run (a run in a terminal, or
 * one forwarded to the running server: src/cli/io.ts). With `--json` the last line of stdout is one
 * JSON object.
 */
import { Command, InvalidArgumentError } from 'commander';
import { createApiKey, revokeApiKey } from '../platform/auth/api-keys.js';
import { toInt } from '../platform/db/type-parsers.js';
import { seedDemoCompany } from '../modules/demo/seed.js';
import { isValidDate, isValidTimeZone, localDate, systemClock } from '../shared/time.js';
import { demoNow } from '../modules/demo/generator.js';
import { cliCommands } from './registry.js';
import { output, positiveInt, withDatabase } from './support.js';
import { say, sayErr, cliRun } from './io.js';
import { loadConfig } from '../config/env.js';
import { sealerFromConfig } from '../platform/crypto/key-config.js';

/**
 * Builds the program: every command, with commander's output and exits going through the current
 * run (so `--help` and usage errors work the same when forwarded). Parse errors throw
 * CommanderError instead of exiting the process.
 */
export function buildProgram(): Command {
  const program = new Command()
    .name('payclock')
    .description('payclock service administration')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => cliRun().write(text),
      writeErr: (text) => cliRun().writeErr(text),
    });

  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(async () => {
      await withDatabase(async () => {
        say('Migrations are up to date.');
      });
    });

  const company = program.command('company').description('companies');
  company
    .command('create')
    .description('create a company and its first API key (shown once)')
    .requiredOption('--name <name>', 'company name')
    .requiredOption('--plan <plan>', 'timetracking | payroll | premium')
    .requiredOption('--timezone <tz>', 'IANA time zone, e.g. America/Los_Angeles')
    .option('--email <email>', 'contact email')
    .option('--json', 'print one JSON object as the last line')
    .action(async (o: { name: string; plan: string; timezone: string; email?: string; json?: boolean }) => {
      if (!['timetracking', 'payroll', 'premium'].includes(o.plan)) {
        throw new InvalidArgumentError(`--plan must be timetracking, payroll or premium, got "${o.plan}"`);
      }
      if (!isValidTimeZone(o.timezone)) {
        throw new InvalidArgumentError(`--timezone "${o.timezone}" is not an IANA time zone`);
      }
      await withDatabase(async ({ db }) => {
        const res = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('companies')
            .values({
              name: o.name,
              email: (
                o.email ?? `admin@${o.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`
              ).toLowerCase(),
              phone: null,
              timezone: o.timezone,
              start_date: localDate(systemClock.now(), o.timezone),
              default_pay_period: null,
              address: null,
              plan: o.plan as 'payroll',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return createApiKey(trx, toInt(row.id), 'cli');
        });
        output(
          Boolean(o.json),
          [`Created company ${res.companyId} (${o.name}, ${o.plan}).`, `API key (shown once): ${res.apiKey}`],
          { company_id: res.companyId, api_key: res.apiKey, key_prefix: res.prefix },
        );
      });
    });

  const key = program.command('key').description('API keys');
  key
    .command('create')
    .description('issue a new API key for a company (shown once)')
    .requiredOption('--company <id>', 'company id', positiveInt)
    .option('--json', 'print one JSON object as the last line')
    .action(async (o: { company: number; json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const exists = await db
          .selectFrom('companies')
          .select('id')
          .where('id', '=', o.company)
          .executeTakeFirst();
        if (!exists) throw new InvalidArgumentError(`company ${o.company} does not exist`);
        const res = await createApiKey(db, o.company, 'cli');
        output(Boolean(o.json), [`API key for company ${o.company} (shown once): ${res.apiKey}`], {
          company_id: o.company,
          api_key: res.apiKey,
          key_prefix: res.prefix,
        });
      });
    });
  key
    .command('revoke')
    .description('revoke the API key with this visible prefix')
    .argument('<prefix>', 'the 12 characters after "pc_"')
    .action(async (prefix: string) => {
      await withDatabase(async ({ db }) => {
        const ok = await revokeApiKey(db, prefix, systemClock.now());
        if (!ok) throw new InvalidArgumentError(`no active API key has the prefix "${prefix}"`);
        say(`Revoked API key ${prefix}.`);
      });
    });

  const seed = program.command('seed').description('sample data');
  seed
    .command('demo')
    .description(
      'create the demo company (deterministic; dates relative to --as-of; punches only up to now, or 14:30 of a past --as-of)',
    )
    .option('--as-of <date>', 'YYYY-MM-DD, today or earlier (default: today in America/Los_Angeles)')
    .option('--seed <n>', 'PRNG seed', positiveInt)
    .option('--json', 'print one JSON object as the last line')
    .action(async (o: { asOf?: string; seed?: number; json?: boolean }) => {
      const now = demoNow(systemClock.now());
      const asOf = o.asOf ?? now.asOf;
      if (!isValidDate(asOf)) throw new InvalidArgumentError(`--as-of "${asOf}" is not a date YYYY-MM-DD`);
      if (asOf > now.asOf) {
        throw new InvalidArgumentError(`--as-of ${asOf} is in the future (today is ${now.asOf})`);
      }
      // Today: history up to the real minute; a past date: up to 14:30 that day (the generator's default).
      const nowMinute = asOf === now.asOf ? { nowMinute: now.nowMinute } : {};
      await withDatabase(async ({ db }) => {
        const sealer = sealerFromConfig(loadConfig(), (msg) => sayErr(`payclock: warning: ${msg}`));
        const res = await seedDemoCompany(
          db,
          { asOf, ...nowMinute, ...(o.seed !== undefined ? { seed: o.seed } : {}) },
          sealer,
        );
        output(
          Boolean(o.json),
          [
            `Seeded the demo company ${res.companyId} as of ${asOf}.`,
            `API key (shown once): ${res.apiKey}`,
            `Counts: ${JSON.stringify(res.counts)}`,
          ],
          {
            company_id: res.companyId,
            api_key: res.apiKey,
            key_prefix: res.prefix,
            as_of: asOf,
            counts: res.counts,
          },
        );
      });
    });

  for (const register of cliCommands) register(program);
  return program;
}
