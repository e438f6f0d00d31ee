/**
 * `payclock import <kind> --company ID FILE.csv` and `payclock export <kind> --company ID [--out FILE]`
 * (kinds: employees, customers, projects, time-records; columns in docs/imports.md). An employees
 * file is streamed (read as it is imported), the other kinds are read whole. Imports are
 * all-or-nothing: any bad row → a per-row report (row, column, message) on stderr, exit code 1,
 * nothing written. A progress bar is drawn on stderr when it is a terminal.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
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

/** Data lines of a file (lines less the header), read in chunks: the progress bar's estimate. */
async function countFileDataLines(file: string): Promise<number> {
  let n = 0;
  let last = 0x0a;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) n++;
    if (chunk.length > 0) last = chunk[chunk.length - 1]!;
  }
  if (last !== 0x0a) n++;
  return Math.max(n - 1, 0);
}

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
      // Employees are streamed from the file as it is read (flat memory, docs/imports.md); the
      // other kinds read the whole text. The file is opened here, so a missing or unreadable file
      // is an argument error before any database work.
      let fd: number;
      try {
        fd = fs.openSync(resolveFile(file), 'r');
        if (fs.fstatSync(fd).isDirectory()) {
          fs.closeSync(fd);
          throw new Error('EISDIR: illegal operation on a directory, read');
        }
      } catch (err) {
        throw new InvalidArgumentError(`cannot read ${file}: ${(err as Error).message}`);
      }
      let source: string | Readable;
      if (kind === 'employees') {
        source = fs.createReadStream('', { fd, encoding: 'utf8' });
      } else {
        try {
          source = fs.readFileSync(fd, 'utf8');
        } catch (err) {
          throw new InvalidArgumentError(`cannot read ${file}: ${(err as Error).message}`);
        } finally {
          fs.closeSync(fd);
        }
      }
      const text = typeof source === 'string' ? source : '';
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
      // The progress bar's total for a streamed file: its lines, counted by a streamed pass.
      const expectedRows =
        bar && typeof source !== 'string' ? await countFileDataLines(resolveFile(file)) : 0;
      const result = await withDatabase(({ db }) =>
        kind === 'historical-payrolls'
          ? importHistoricalCsv(db, o.company, text, systemClock)
          : importCsv(db, o.company, kind, source, systemClock.now(), {
              expectedRows,
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
      ).finally(() => {
        if (typeof source !== 'string') source.destroy();
      });
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
