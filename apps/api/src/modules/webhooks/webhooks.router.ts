import { webhooksEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestEvent,
  updateWebhook,
} from './webhooks.service';

export function mountWebhooksRoutes(router: Routes, deps: AppDeps): void {
  mount(router, webhooksEndpoints.list, async ({ user, params }) => ({
    webhooks: await listWebhooks(deps, user, params.id),
  }));
  mount(router, webhooksEndpoints.create, ({ user, params, body }) =>
    createWebhook(deps, user, params.id, body),
  );
  mount(router, webhooksEndpoints.update, async ({ user, params, body }) => ({
    webhook: await updateWebhook(deps, user, params.id, body),
  }));
  mount(router, webhooksEndpoints.remove, ({ user, params }) =>
    removeWebhook(deps, user, params.id).then(() => undefined as never),
  );
  mount(router, webhooksEndpoints.deliveries, async ({ user, params }) => ({
    deliveries: await listWebhookDeliveries(deps, user, params.id),
  }));
  mount(router, webhooksEndpoints.sendTest, async ({ user, params }) => ({
    delivery: await sendTestEvent(deps, user, params.id),
  }));
}
