import {
  webhooksEndpoints,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookUpdate,
} from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';

export const webhooksKey = (folderId: string) => apiKey(webhooksEndpoints.list, { params: { id: folderId } });
export const deliveriesKey = (webhookId: string) =>
  apiKey(webhooksEndpoints.deliveries, { params: { id: webhookId } });

export function useWebhooks(folderId: string) {
  return useApi(webhooksEndpoints.list, { params: { id: folderId } });
}

export function useDeliveries(webhookId: string) {
  return useApi(webhooksEndpoints.deliveries, { params: { id: webhookId } });
}

export function createWebhook(folderId: string, body: WebhookCreate) {
  return callEndpoint(webhooksEndpoints.create, { params: { id: folderId }, body });
}

export function updateWebhook(id: string, body: WebhookUpdate) {
  return callEndpoint(webhooksEndpoints.update, { params: { id }, body });
}

export async function deleteWebhook(id: string): Promise<void> {
  await callEndpoint(webhooksEndpoints.remove, { params: { id } });
}

export async function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return (await callEndpoint(webhooksEndpoints.sendTest, { params: { id } })).delivery;
}
