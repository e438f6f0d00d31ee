/**
 * `payclock payroll process <payroll_id> --company <id>`: the processing simulation of the sandbox
 * (pending → processing → paid), so the whole lifecycle can be seen without a bank.
 */
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../platform/db/database.js';
import { migrateToLatest } from '../../platform/db/migrator.js';
import { systemClock } from '../../shared/time.js';
import { PayrollsService } from './payrolls.service.js';

/** Adds `payroll process` to the CLI. */
export function registerPayrollCommands(program: Command): void {
  const payroll = program.command('payroll').description('payroll runs');
  payroll.command('process').description('simulate processing: move an approved payroll pending → processing → paid')
    .argument('<payroll_id>', 'pay_…')
    .requiredOption('--company <id>', 'company id', (v) => {
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
      return n;
    })
    .option('--json', 'print one JSON object as the last line')
    .action(async (payrollId: string, o: { company: number; json?: boolean }) => {
      const config = loadConfig();
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
      try {
        await migrateToLatest(database.db);
        const service = new PayrollsService(database.db, systemClock);
        const auth = { companyId: o.company, keyPrefix: '' };
        const steps: string[] = [];
        let status = (await service.advance(auth, payrollId)).status;
        steps.push(status);
        if (status === 'processing') { status = (await service.advance(auth, payrollId)).status; steps.push(status); }
        if (o.json) console.log(JSON.stringify({ payroll_id: payrollId, status, steps }));
        else console.log(`Payroll ${payrollId}: ${steps.join(' → ')}`);
      } finally {
        await database.close();
      }
    });
}
