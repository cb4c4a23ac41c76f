import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** One server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseConnection {
  status: number;
  /** The answer's headers (a refusal's Retry-After...). */
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refused stream (401...). */
  body: unknown;
  events: SseEvent[];
  /** Comment lines received (heart-beats). */
  comments: number;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Waits until an event matches (or fails after `timeoutMs`). */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/** Parses an SSE byte stream into events and comment lines. */
function parser(onEvent: (event: SseEvent) => void, onComment: () => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const fields: Record<string, string> = {};
      let comment = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comment = true;
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
      }
      if (fields.data !== undefined) {
        onEvent({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) });
      } else if (comment) onComment();
    }
  };
}

/** Opens GET <path> on a server of its own and reads it as a stream. */
export async function connectSse(
  target: Express | string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseConnection & { stop: () => Promise<void> }> {
  let server: http.Server | undefined;
  let base: string;
  if (typeof target === 'string') base = target;
  else {
    const listening = http.createServer(target).listen(0, '127.0.0.1');
    server = listening;
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }
  const waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }> = [];
  const events: SseEvent[] = [];
  let comments = 0;
  let endResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => (endResolve = resolve));
  const request = http.get(`${base}${path}`, { headers });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const conn: SseConnection & { stop: () => Promise<void> } = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: undefined,
    events,
    get comments() {
      return comments;
    },
    ended,
    waitFor(match, timeoutMs = 3_000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close() {
      request.destroy();
    },
    async stop() {
      request.destroy();
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
    },
  };
  if (conn.status !== 200) {
    let text = '';
    response.on('data', (chunk: string) => (text += chunk));
    await new Promise<void>((resolve) => response.once('end', () => resolve()));
    conn.body = JSON.parse(text);
    endResolve();
    return conn;
  }
  const feed = parser(
    (event) => {
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
    () => (comments += 1),
  );
  response.on('data', feed);
  response.once('end', () => endResolve());
  response.once('close', () => endResolve());
  return conn;
}
