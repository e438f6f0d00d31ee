/**
 * One run of the command line, in this process or inside the server (forwarded): builds the
 * program, parses `args` (the words after `payclock`), and turns every error into one line on
 * stderr and a failed run — never a stack trace.
 */
import { CommanderError, InvalidArgumentError } from 'commander';
import { buildProgram } from './program.js';
import { cliRun, sayErr } from './io.js';

/** Runs the command named by `args` in the current run (src/cli/io.ts); failures call `fail()`. */
export async function runCli(args: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(args, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError && !(err instanceof InvalidArgumentError)) {
      // commander has already printed the usage error or the help text.
      if (err.exitCode !== 0) cliRun().fail();
      return;
    }
    sayErr(`payclock: ${err instanceof Error ? err.message : String(err)}`);
    cliRun().fail();
  }
}
