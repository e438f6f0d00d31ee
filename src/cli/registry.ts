/** CLI commands added by later modules (imports, exports, payroll processing) register here. */
import type { Command } from 'commander';

/** Functions that add subcommands to the program. */
export const cliCommands: Array<(program: Command) => void> = [];
