import type { Response } from 'express';
import { LIVE_EVENT_NAMES } from '@shortlist/contracts';

/** A server-sent events response: headers sent at once, then events. */
export interface EventStream {
  /** An event with `id` (where a reconnect resumes), or without one (the position stays where it was). */
  send(event: string, id: number | undefined, data: unknown): void;
  /**
   * A `heartbeat` event without an id: keeps proxies from closing an idle stream, a write to a dead socket ends it,
   * and the browser, which never sees comment lines, can tell a silent stream from a dead one.
   */
  heartbeat(): void;
  end(): void;
}

export function openEventStream(res: Response, reconnectMs: number): EventStream {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Connection', 'keep-alive');
  // nginx and similar proxies buffer answers unless told not to
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write(`retry: ${reconnectMs}\n\n`);
  return {
    send(event, id, data) {
      if (res.writableEnded) return;
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      res.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat() {
      if (!res.writableEnded) res.write(`event: ${LIVE_EVENT_NAMES.heartbeat}\ndata: {}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}
