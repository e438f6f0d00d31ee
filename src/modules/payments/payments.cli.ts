/**
 * `payclock payments file <payroll_id> --company <id> [--out FILE] [--resubmit]`: the NACHA file of
 * an approved payroll, as GET /payrolls/{payroll_id}/payment-file gives it (docs/payments.md).
 */
import fs from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../../config/env.js';
import { sealerFromConfig } from '../../platform/crypto/key-config.js';
import { positiveInt, withDatabase } from '../../cli/support.js';
import { cliRun, resolveFile, say, sayErr } from '../../cli/io.js';
import { systemClock } from '../../shared/time.js';
import { PaymentFileService } from './payment-file.service.js';

/** Adds `payments file` to the CLI. */
export function registerPaymentsCommands(program: Command): void {
  const payments = program.command('payments').description('payment files');
  payments
    .command('file')
    .description('write the NACHA file of an approved payroll (marks it processing)')
    .argument('<payroll_id>', 'pay_…')
    .requiredOption('--company <id>', 'company id', positiveInt)
    .option('--out <file>', 'write the file here instead of stdout')
    .option('--resubmit', 'the same entries under the next file ID modifier')
    .action(async (payrollId: string, o: { company: number; out?: string; resubmit?: boolean }) => {
      const sealer = sealerFromConfig(loadConfig(), (msg) => sayErr(`payclock: warning: ${msg}`));
      await withDatabase(async (database) => {
        const service = new PaymentFileService(database.db, systemClock, sealer);
        const f = await service.file(
          o.company,
          payrollId,
          { actor: 'cli', source: 'cli' },
          o.resubmit ?? false,
        );
        if (o.out) {
          fs.writeFileSync(resolveFile(o.out), f.text, { mode: 0o600 });
          say(
            `Wrote ${o.out}: ${f.entryCount} entries, credits $${(f.totalCreditCents / 100).toFixed(2)}, ` +
              `effective ${f.effectiveEntryDate}, file ID modifier ${f.fileIdModifier}`,
          );
        } else {
          cliRun().write(f.text);
        }
      });
    });
}
