/**
 * Writes the OpenAPI 3.1 document of the app to ./openapi.json (`npm run openapi:export`), or with
 * `--check` fails when the committed copy differs from the code (`npm run openapi:check`, in `npm test`).
 */
import fs from 'node:fs';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/database.js';

const check = process.argv.includes('--check');
const database = await openDatabase({});
const app = await buildApp({ db: database.db });
await app.ready();
const doc = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
const file = new URL('../openapi.json', import.meta.url);
if (check) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== doc) {
    console.error('openapi.json is out of date with the routes: run `npm run openapi:export` and commit it.');
    process.exit(1);
  }
  console.log('openapi.json is current.');
} else {
  fs.writeFileSync(file, doc);
  console.log(
    `Wrote openapi.json (${Object.keys((JSON.parse(doc) as { paths: object }).paths).length} paths).`,
  );
}
