/**
 * Named prepared statements on PGlite, for the SQL texts of prepared queries (prepared.ts).
 *
 * `PGlite#query` parses, describes and plans its text on every call (five protocol round trips
 * into the WASM backend); here the statement is parsed and described once per PGlite instance
 * (`Parse` + `Describe` + `Sync`), then each execution sends `Bind` + `Execute` + `Sync` in one
 * message and PostgreSQL reuses the statement (and, after five executions, a generic plan). The
 * messages are node-postgres's own serializers (pg-protocol); the values are serialized and the
 * rows parsed with the instance's own serializers and parsers, as `PGlite#query` does. The
 * instance's query lock (`runExclusive`) is held for each call.
 */
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

interface Field {
  name: string;
  dataTypeID: number;
}

/** What PGlite's protocol parser returns, narrowed to the messages read here. */
type Message =
  | { name: 'parameterDescription'; dataTypeIDs: number[] }
  | { name: 'rowDescription'; fields: Field[] }
  | { name: 'dataRow'; fields: Array<string | null> }
  | { name: 'commandComplete'; text: string }
  | { name: string };

interface Statement {
  paramTypes: number[];
  fields: Field[];
}

/** Statements prepared so far, per PGlite instance (a statement lives as long as its instance). */
const prepared = new WeakMap<PGlite, Map<string, Statement>>();

async function send(client: PGlite, ...messages: Buffer[]): Promise<Message[]> {
  return (await client.execProtocol(Buffer.concat(messages))).messages as Message[];
}

async function prepare(client: PGlite, name: string, sql: string): Promise<Statement> {
  const messages = await send(
    client,
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  );
  let paramTypes: number[] = [];
  let fields: Field[] = [];
  for (const m of messages) {
    if (m.name === 'parameterDescription' && 'dataTypeIDs' in m) paramTypes = m.dataTypeIDs;
    if (m.name === 'rowDescription' && 'fields' in m) fields = m.fields as Field[];
  }
  return { paramTypes, fields };
}

/**
 * Runs `sql` as the statement `name` (prepared on first use) with `parameters`; returns its rows
 * (objects keyed by column name) and, for INSERT/UPDATE/DELETE/MERGE, the affected row count.
 * @throws the database's error (the statement stays prepared when only the execution failed).
 */
export function queryPrepared<R>(
  client: PGlite,
  name: string,
  sql: string,
  parameters: readonly unknown[],
): Promise<{ rows: R[]; affectedRows: number | undefined }> {
  return client.runExclusive(async () => {
    let statements = prepared.get(client);
    if (!statements) {
      statements = new Map();
      prepared.set(client, statements);
    }
    let st = statements.get(name);
    if (!st) {
      st = await prepare(client, name, sql);
      statements.set(name, st);
    }
    const { paramTypes, fields } = st;
    const values = parameters.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = client.serializers[paramTypes[i]!];
      return serializer ? serializer(v) : String(v);
    });
    const messages = await send(
      client,
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
    );
    const parsers = fields.map((f) => client.parsers[f.dataTypeID]);
    const rows: R[] = [];
    let affectedRows: number | undefined;
    for (const m of messages) {
      if (m.name === 'dataRow' && 'fields' in m) {
        const row: Record<string, unknown> = {};
        (m.fields as Array<string | null>).forEach((value, i) => {
          const parse = parsers[i];
          row[fields[i]!.name] = value === null ? null : parse ? parse(value, fields[i]!.dataTypeID) : value;
        });
        rows.push(row as R);
      } else if (m.name === 'commandComplete' && 'text' in m) {
        const [command, ...rest] = m.text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(command!)) affectedRows = Number(rest.at(-1));
      }
    }
    return { rows, affectedRows };
  });
}
