/**
 * `payclock payroll process <payroll_id> --company <id>`: the processing simulation of the sandbox
 * (pending → processing → paid), so the whole lifecycle can be seen without a bank.
 */
import type { Command } from 'commander';
import { positiveInt, withDatabase } from '../../cli/support.js';
import { say } from '../../cli/io.js';
import { systemClock } from '../../shared/time.js';
import { PayrollsService } from './payrolls.service.js';

/** Adds `payroll process` to the CLI. */
export function registerPayrollCommands(program: Command): void {
  const payroll = program.command('payroll').description('payroll runs');
  payroll
    .command('process')
    .description('simulate processing: move an approved payroll pending → processing → paid')
    .argument('<payroll_id>', 'pay_…')
    .requiredOption('--company <id>', 'company id', positiveInt)
    .option('--json', 'print one JSON object as the last line')
    .action(async (payrollId: string, o: { company: number; json?: boolean }) => {
      await withDatabase(async (database) => {
        const service = new PayrollsService(database.db, systemClock);
        const auth = { companyId: o.company, keyPrefix: '' };
        const steps: string[] = [];
        let status = (await service.advance(auth, payrollId)).status;
        steps.push(status);
        if (status === 'processing') {
          status = (await service.advance(auth, payrollId)).status;
          steps.push(status);
        }
        if (o.json) say(JSON.stringify({ payroll_id: payrollId, status, steps }));
        else say(`Payroll ${payrollId}: ${steps.join(' → ')}`);
      });
    });
}
