import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  WEBHOOKS,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookStatus,
} from '@shortlist/contracts';
import { isOneOf } from './checks';
import { folders } from './folders';
import { users } from './users';

/**
 * A folder owner's HTTPS endpoint, told of the events it names in the folder and its subfolders. `secret` signs
 * every delivery (it has to be readable to sign). `failing_since` is the first failure with no success after it:
 * past WEBHOOKS.pauseAfterFailingDays the webhook is paused.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().$type<WebhookEvent[]>().notNull(),
    secret: text().notNull(),
    status: text().$type<WebhookStatus>().notNull().default('active'),
    failingSince: timestamp({ withTimezone: true }),
    pausedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhooks_folder_idx').on(t.folderId),
    check('webhooks_status', isOneOf(t.status, WEBHOOKS.statuses)),
  ],
);

/**
 * One event for one webhook: its body as sent (id, timestamp, event, data), and how its last attempt went.
 * Written in the transaction of the change (a trigger on activity_events), sent by the webhook-deliveries job,
 * which claims due rows with `claimed_until` so instances never send one twice at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    webhookId: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status', isOneOf(t.status, WEBHOOKS.deliveryStatuses)),
  ],
);
