/**
 * `Accept` negotiation for routes that answer in more than one media type (JSON by default, CSV
 * registers and reports, PDF pay stubs), with the `negotiator` library (RFC 9110 §12.5.1 q-values),
 * and the response-schema helper that declares every media type in OpenAPI.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { Type, type TSchema } from 'typebox';

/** Media types a route may offer besides JSON. */
export type MediaType = 'application/json' | 'text/csv' | 'application/pdf';

/**
 * The media type to answer with: the client's most preferred of `offered` (JSON first, so a
 * missing or `*\/*` Accept gets JSON); JSON when nothing offered is acceptable (never a 406 here).
 */
export function negotiate(req: FastifyRequest, offered: MediaType[]): MediaType {
  const accept = req.headers.accept;
  if (!accept) return 'application/json';
  const pick = new Negotiator({ headers: { accept } }).mediaType(['application/json', ...offered]);
  return (pick as MediaType | undefined) ?? 'application/json';
}

/** Sends a CSV body (UTF-8) as a download named `filename`, bypassing the JSON serializer. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .serializer((x: unknown) => x as string)
    .send(csv);
}

/** The schema of a CSV body in OpenAPI: a string of comma-separated rows with a header row. */
export const CsvBody = Type.String({ description: 'CSV (RFC 4180) with a header row; amounts in dollars' });

/** The schema of a PDF body in OpenAPI. */
export const PdfBody = Type.String({ format: 'binary', description: 'PDF document' });

/**
 * A 200 response declaring JSON (`json`) and the other media types, e.g.
 * `{ 200: withMediaTypes(Type.Ref('Preview'), { 'text/csv': CsvBody }) }`.
 */
export function withMediaTypes(json: TSchema, others: Partial<Record<MediaType, TSchema>>) {
  return {
    description: 'OK',
    content: {
      'application/json': { schema: json },
      ...Object.fromEntries(Object.entries(others).map(([k, schema]) => [k, { schema }])),
    },
  };
}
