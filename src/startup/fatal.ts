/**
 * How the server stops on failures the user can fix (bad settings, a folder another server holds, a
 * busy port): one line on stderr, no stack trace, exit status 1 (docs/operations.md).
 */

/** Prints `payclock: <message>` and exits 1. */
export function fatal(message: string): never {
  console.error(`payclock: ${message}`);
  process.exit(1);
}
