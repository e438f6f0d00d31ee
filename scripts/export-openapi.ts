/**
 * Writes the OpenAPI 3.1 document of the app to ./openapi.json and the typed client's schema to
 * clients/typescript/src/schema.d.ts (openapi-typescript) — `npm run openapi:export` — or with
 * `--check` fails when either committed copy differs from the code (`npm run openapi:check`, in
 * `npm test`).
 */
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';

const check = process.argv.includes('--check');
const database = await openDatabase({});
const app = await buildApp({ db: database.db });
await app.ready();
const spec = app.swagger();
const doc = `${JSON.stringify(spec, null, 2)}\n`;
await app.close();
await database.close();

const header =
  '/**\n * Generated from openapi.json by `npm run openapi:export` (openapi-typescript). Do not edit.\n */\n\n';
const clientSchema =
  header + astToString(await openapiTS(JSON.parse(doc) as Parameters<typeof openapiTS>[0]));

const outputs: Array<[URL, string, string]> = [
  [new URL('../openapi.json', import.meta.url), doc, 'openapi.json'],
  [
    new URL('../clients/typescript/src/schema.d.ts', import.meta.url),
    clientSchema,
    'clients/typescript/src/schema.d.ts',
  ],
];
if (check) {
  let stale = false;
  for (const [file, text, name] of outputs) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== text) {
      console.error(`${name} is out of date with the routes: run \`npm run openapi:export\` and commit it.`);
      stale = true;
    }
  }
  if (stale) process.exit(1);
  console.log('openapi.json and the typed client are current.');
} else {
  for (const [file, text] of outputs) fs.writeFileSync(file, text);
  console.log(
    `Wrote openapi.json (${Object.keys((JSON.parse(doc) as { paths: object }).paths).length} paths) and clients/typescript/src/schema.d.ts.`,
  );
}
