/**
 * `payclock import <kind> --company ID FILE.csv` and `payclock export <kind> --company ID [--out FILE]`
 * (kinds: employees, customers, projects, time-records; columns in docs/imports.md). Imports are
 * all-or-nothing: any bad row → a per-row report (row, column, message) on stderr, exit code 1,
 * nothing written. A progress bar is drawn on stderr when it is a terminal.
 */
import fs from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import cliProgress from 'cli-progress';
import { positiveInt, withDatabase } from '../../cli/support.js';
import { cliRun, resolveFile, say, sayErr } from '../../cli/io.js';
import { systemClock } from '../../shared/time.js';
import { exportCsv } from './export.service.js';
import { importCsv, IMPORT_KINDS, type ImportKind } from './import.service.js';
import { importHistoricalCsv } from '../historical-payrolls/historical-csv.js';

const kindArg = (v: string): ImportKind => {
  if (!(IMPORT_KINDS as readonly string[]).includes(v)) {
    throw new InvalidArgumentError(`must be one of ${IMPORT_KINDS.join(', ')}`);
  }
  return v as ImportKind;
};
const companyArg = positiveInt;
/** Kinds only imported (issue 22): historical payrolls (docs/imports.md#historical-payrolls). */
const IMPORT_ONLY_KINDS = ['historical-payrolls'] as const;
type AnyKind = ImportKind | (typeof IMPORT_ONLY_KINDS)[number];
const importKindArg = (v: string): AnyKind => (v === 'historical-payrolls' ? v : kindArg(v));

/** Adds `import` and `export` to the program. */
export function registerImportExportCommands(program: Command): void {
  program
    .command('import')
    .description('import a CSV file (all-or-nothing; see docs/imports.md)')
    .argument('<kind>', [...IMPORT_KINDS, ...IMPORT_ONLY_KINDS].join(' | '), importKindArg)
    .argument('<file>', 'CSV file with a header row')
    .requiredOption('--company <id>', 'company id', companyArg)
    .option('--json', 'print one JSON object as the last line')
    .action(async (kind: AnyKind, file: string, o: { company: number; json?: boolean }) => {
      let text: string;
      try {
        text = fs.readFileSync(resolveFile(file), 'utf8');
      } catch (err) {
        throw new InvalidArgumentError(`cannot read ${file}: ${(err as Error).message}`);
      }
      const bar =
        cliRun().interactive && !o.json
          ? new cliProgress.SingleBar(
              {
                stream: process.stderr,
                format: ' {phase} [{bar}] {value}/{total} rows',
                hideCursor: true,
                clearOnComplete: true,
              },
              cliProgress.Presets.shades_classic,
            )
          : null;
      let phase: string | null = null;
      const result = await withDatabase(({ db }) =>
        kind === 'historical-payrolls'
          ? importHistoricalCsv(db, o.company, text, systemClock)
          : importCsv(db, o.company, kind, text, systemClock.now(), {
              onProgress: (p, done, total) => {
                if (!bar) return;
                if (phase !== p) {
                  if (phase !== null) bar.stop();
                  bar.start(total, 0, { phase: p === 'validate' ? 'validating' : 'importing ' });
                  phase = p;
                }
                bar.update(done);
              },
            }).finally(() => bar?.stop()),
      );
      if ('errors' in result) {
        if (o.json) say(JSON.stringify({ imported: 0, errors: result.errors }));
        else {
          sayErr(`${file}: ${result.errors.length} error(s); nothing was imported.`);
          for (const e of result.errors) {
            sayErr(`  row ${e.row}${e.column ? `, column ${e.column}` : ''}: ${e.message}`);
          }
        }
        cliRun().fail();
        return;
      }
      if (o.json) say(JSON.stringify({ imported: result.imported, kind, company_id: o.company }));
      else say(`Imported ${result.imported} ${kind} into company ${o.company}.`);
    });

  program
    .command('export')
    .description('export as CSV with the import columns (stdout by default)')
    .argument('<kind>', IMPORT_KINDS.join(' | '), kindArg)
    .requiredOption('--company <id>', 'company id', companyArg)
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (kind: ImportKind, o: { company: number; out?: string }) => {
      const { csv, count } = await withDatabase(({ db }) =>
        exportCsv(db, o.company, kind, systemClock.now()),
      );
      if (o.out) {
        fs.writeFileSync(resolveFile(o.out), csv);
        sayErr(`Exported ${count} ${kind} to ${o.out}.`);
      } else cliRun().write(csv);
    });
}
