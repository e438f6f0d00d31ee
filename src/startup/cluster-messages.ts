/**
 * The IPC messages between the cluster primary (primary.ts) and its workers (serve.ts).
 */

/** Primary → worker: stop gracefully (the primary got SIGINT or SIGTERM). */
export const SHUTDOWN_MESSAGE = 'payclock:shutdown';

/** Worker → primary: the worker listens at `base` (`http://host:port`). */
export interface ListeningMessage {
  type: 'payclock:listening';
  base: string;
}

/** The message a worker sends once it listens. */
export function listeningMessage(base: string): ListeningMessage {
  return { type: 'payclock:listening', base };
}

/** Whether an IPC message is a {@link ListeningMessage}. */
export function isListeningMessage(m: unknown): m is ListeningMessage {
  return (
    typeof m === 'object' &&
    m !== null &&
    (m as ListeningMessage).type === 'payclock:listening' &&
    typeof (m as ListeningMessage).base === 'string'
  );
}
