import { z } from 'zod';
import { idParamsSchema, idSchema, isoDate, plainString } from './common';
import { defineEndpoint } from './endpoint';
import { WEBHOOKS } from './limits';
import { WEBHOOK_ERRORS } from './messages/webhooks';

export type WebhookEvent = (typeof WEBHOOKS.events)[number];
export type WebhookStatus = (typeof WEBHOOKS.statuses)[number];
export type WebhookDeliveryStatus = (typeof WEBHOOKS.deliveryStatuses)[number];

/** The signature header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Shortlist-Signature';
export const WEBHOOK_EVENT_HEADER = 'Shortlist-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Shortlist-Delivery';

const webhookUrlSchema = plainString({ error: WEBHOOK_ERRORS.urlRequired })
  .trim()
  .min(1, WEBHOOK_ERRORS.urlRequired)
  .max(WEBHOOKS.urlMax, WEBHOOK_ERRORS.urlTooLong)
  .refine((value) => URL.canParse(value), WEBHOOK_ERRORS.urlInvalid);

const webhookEventsSchema = z
  .array(z.enum(WEBHOOKS.events, { error: WEBHOOK_ERRORS.eventUnknown }), {
    error: WEBHOOK_ERRORS.eventsRequired,
  })
  .min(1, WEBHOOK_ERRORS.eventsRequired)
  .max(WEBHOOKS.events.length, WEBHOOK_ERRORS.eventUnknown)
  .transform((events) => [...new Set(events)]);

export const webhookCreateSchema = z.object({ url: webhookUrlSchema, events: webhookEventsSchema });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  /** `active` resumes a paused webhook (its waiting deliveries go at once). */
  status: z.enum(WEBHOOKS.statuses).optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOKS.events)),
  status: z.enum(WEBHOOKS.statuses),
  /** The first failure with no success after it; null while deliveries succeed. */
  failingSince: isoDate.nullable(),
  pausedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export const webhookCreatedSchema = z.object({
  webhook: webhookSchema,
  /** The signing secret (`whsec_...`): answered this once. */
  secret: z.string(),
});
export const webhookAnswerSchema = z.object({ webhook: webhookSchema });

export const webhookDeliverySchema = z.object({
  id: idSchema,
  event: z.string(),
  status: z.enum(WEBHOOKS.deliveryStatuses),
  attempts: z.number().int(),
  createdAt: isoDate,
  lastAttemptAt: isoDate.nullable(),
  /** When the next try goes, while the delivery is pending. */
  nextAttemptAt: isoDate.nullable(),
  /** The receiver's HTTP status of the last attempt; null when it did not answer. */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookTestAnswerSchema = z.object({ delivery: webhookDeliverySchema });

/** The JSON body of every delivery (documented; the receiver parses it). */
export const webhookEventBodySchema = z.object({
  /** The delivery's id: the same on every retry, so a receiver can drop a repeat. */
  id: idSchema,
  /** When it happened (ISO 8601). */
  timestamp: isoDate,
  event: z.union([z.enum(WEBHOOKS.events), z.literal(WEBHOOKS.testEvent)]),
  data: z.object({
    folderId: idSchema,
    itemId: idSchema.nullable(),
    actorId: idSchema.nullable(),
    /** Names as they were at the time and the event's own facts (fields changed, prices, the status). */
    details: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;

export const webhooksEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/webhooks',
    summary: "The folder's webhooks (its owner only)",
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
    response: webhookListSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/webhooks',
    summary: `Add a webhook (an https address and its events) to a folder the caller owns; the answer holds the signing secret, shown this once. At most ${WEBHOOKS.perFolderMax} a folder`,
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
    body: webhookCreateSchema,
    response: webhookCreatedSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/api/webhooks/:id',
    summary: 'Change the address or events, or pause and resume a webhook',
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
    body: webhookUpdateSchema,
    response: webhookAnswerSchema,
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/api/webhooks/:id',
    summary: 'Delete a webhook and its delivery log',
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
  }),
  deliveries: defineEndpoint({
    method: 'get',
    path: '/api/webhooks/:id/deliveries',
    summary: `The webhook's last ${WEBHOOKS.logShown} deliveries, newest first (status, time, response code)`,
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
    response: webhookDeliveryListSchema,
  }),
  sendTest: defineEndpoint({
    method: 'post',
    path: '/api/webhooks/:id/test',
    summary: `Send a signed ${WEBHOOKS.testEvent} event now, once, and answer how it went`,
    tag: 'webhooks',
    auth: true,
    params: idParamsSchema,
    response: webhookTestAnswerSchema,
  }),
};
