import { WEBHOOKS } from './limits';

export type WebhookEvent = (typeof WEBHOOKS.events)[number];
export type WebhookStatus = (typeof WEBHOOKS.statuses)[number];
export type WebhookDeliveryStatus = (typeof WEBHOOKS.deliveryStatuses)[number];
