import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema } from './common';
import { userRefSchema } from './items';
import { LIVE_END_REASONS, LIVE_ROUTES } from './shell-routes';
import { LIVE_ERRORS } from './messages/live';

/**
 * Live updates. The SPA asks for a ticket with its Bearer session (EventSource cannot
 * send headers), then opens `GET /api/events?ticket=` as a server-sent events stream. Events name what changed,
 * never content: the SPA revalidates those resources (cheap with revisions and 304s).
 */

/** The data of a `ready` event. */
export const liveReadySchema = z.object({
  /** How often the server sends a `heartbeat` event on this stream. */
  heartbeatMs: z.number().int().positive(),
});
export type LiveReady = z.infer<typeof liveReadySchema>;

/** The data of an `end` event: why the server ends the stream, and whether to open another at once. */
export const liveEndSchema = z.object({
  reason: z.enum([LIVE_END_REASONS.tokenExpired, LIVE_END_REASONS.replaced]),
  reconnect: z.boolean(),
  message: z.string(),
});
export type LiveEnd = z.infer<typeof liveEndSchema>;

export const liveTicketSchema = z.object({
  ticket: z.string(),
  /** When the ticket stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveStreamQuerySchema = z.object({
  /** Checked by the handler: a missing or spent ticket is a 401 with its reason. */
  ticket: z.string().max(300, LIVE_ERRORS.ticketInvalid).optional(),
  /** Where to resume when the browser could not send `Last-Event-ID` (a new EventSource after a drop). */
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/, LIVE_ERRORS.lastEventIdInvalid)
    .optional(),
});

/** The data of a `change` event: what to revalidate. */
export const liveChangeSchema = z.object({
  /** Folders whose pages (contents, decision view) changed, with their ancestors the person sees. */
  folders: z.array(idSchema),
  /** Items whose pages changed. */
  items: z.array(idSchema),
  /** The person's folder list (a top-level folder changed, or their access did). */
  home: z.boolean(),
  /** Their access to some folder changed: anything shown may be gone. */
  access: z.boolean(),
  /** Their notifications changed (the bell). */
  notifications: z.boolean(),
  /** Items whose presence (who has it open, who is editing) changed. */
  presence: z.array(idSchema),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const presenceBodySchema = z.object({
  /** The person holds staged (unsaved) changes on the item. */
  editing: z.boolean({ error: LIVE_ERRORS.editingInvalid }),
});

export const presenceSchema = z.object({
  /** The others who have the item open now (never the caller), those editing first. */
  others: z.array(z.object({ user: userRefSchema, editing: z.boolean() })),
});
export type Presence = z.infer<typeof presenceSchema>;

export const liveEndpoints = {
  ticket: defineEndpoint({
    ...LIVE_ROUTES.ticket,
    summary: 'A single-use ticket (60 s) that opens the live events stream',
    tag: 'Live',
    response: liveTicketSchema,
    status: 201,
  }),
  stream: defineEndpoint({
    ...LIVE_ROUTES.stream,
    summary: 'Server-sent events naming what changed for the signed-in person (resumable with Last-Event-ID)',
    tag: 'Live',
    query: liveStreamQuerySchema,
    responseContentType: 'text/event-stream',
    documentation: {
      headers: [
        {
          name: 'Last-Event-ID',
          description: 'Resume after this event id (browsers send it when they reconnect by themselves)',
          required: false,
        },
      ],
    },
  }),
  heartbeat: defineEndpoint({
    method: 'put',
    path: '/api/items/:id/presence',
    summary: 'Says the caller has the item open (and whether they hold staged changes); answers who else has',
    tag: 'Live',
    auth: true,
    params: idParamsSchema,
    body: presenceBodySchema,
    response: presenceSchema,
  }),
  leave: defineEndpoint({
    method: 'delete',
    path: '/api/items/:id/presence',
    summary: 'The caller closed the item page',
    tag: 'Live',
    auth: true,
    params: idParamsSchema,
  }),
} as const;
