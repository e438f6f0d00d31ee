/** CLI commands added by later modules (imports, exports, payroll processing) register here. */
import type { Command } from 'commander';
import { registerImportExportCommands } from '../modules/setup/import-export.cli.js';
import { registerPayrollCommands } from '../modules/payrolls/payrolls.cli.js';
import { registerBackupCommands } from './backup.cli.js';
import { registerPaymentsCommands } from '../modules/payments/payments.cli.js';

/** Functions that add subcommands to the program. */
export const cliCommands: Array<(program: Command) => void> = [
  registerImportExportCommands,
  registerPayrollCommands,
  registerBackupCommands,
  registerPaymentsCommands,
];
