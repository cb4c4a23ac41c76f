import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEXTS as T,
  webhooksEndpoints,
  type Webhook,
  type WebhookDelivery,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import WebhooksDialog from './webhooks-dialog';

const FOLDER = '33333333-3333-4333-8333-333333333333';
const hook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: '44444444-4444-4444-8444-444444444444',
  folderId: FOLDER,
  url: 'https://example.com/hooks/shortlist',
  events: ['item.added', 'item.changed'],
  status: 'active',
  failingSince: null,
  pausedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
const delivery: WebhookDelivery = {
  id: '55555555-5555-4555-8555-555555555555',
  event: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-12-01T10:00:00.000Z',
  lastAttemptAt: '2026-12-01T10:00:00.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  error: null,
};

describe('WebhooksDialog', () => {
  it('adds a webhook, shows its secret once, sends a test event and shows the log', async () => {
    let webhooks: Webhook[] = [];
    let deliveries: WebhookDelivery[] = [];
    const sent: unknown[] = [];
    server.use(
      signedIn(),
      mockEndpoint(webhooksEndpoints.list, () => ({ webhooks })),
      mockEndpoint(webhooksEndpoints.create, async (request) => {
        sent.push(await request.json());
        webhooks = [hook()];
        return { webhook: webhooks[0]!, secret: 'whsec_c2VjcmV0' };
      }),
      mockEndpoint(webhooksEndpoints.deliveries, () => ({ deliveries })),
      mockEndpoint(webhooksEndpoints.sendTest, () => {
        deliveries = [delivery];
        return { delivery };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<WebhooksDialog open onOpenChange={() => {}} folderId={FOLDER} />, { sessionKnown: true });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.urlLabel), 'https://example.com/hooks/shortlist');
    await user.click(screen.getByLabelText(WEBHOOK_EVENT_LABELS['decision.made']));
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VjcmV0');
    expect(sent).toEqual([
      { url: 'https://example.com/hooks/shortlist', events: ['item.added', 'item.changed', 'decision.made'] },
    ]);
    const list = await screen.findByRole('list', { name: T.title });
    await user.click(within(list).getByRole('button', { name: T.sendTest }));
    await user.click(within(list).getByText(T.log, { selector: 'summary' }));
    const log = await within(list).findByRole('table');
    expect(await within(log).findByText(T.testEventLabel)).toBeInTheDocument();
    expect(within(log).getByText('200')).toBeInTheDocument();
  });

  it('says why a webhook was paused and resumes it', async () => {
    let webhooks = [
      hook({
        status: 'paused',
        failingSince: '2026-11-28T10:00:00.000Z',
        pausedAt: '2026-12-01T10:00:00.000Z',
      }),
    ];
    server.use(
      signedIn(),
      mockEndpoint(webhooksEndpoints.list, () => ({ webhooks })),
      mockEndpoint(webhooksEndpoints.deliveries, { deliveries: [] }),
      mockEndpoint(webhooksEndpoints.update, () => {
        webhooks = [hook()];
        return { webhook: webhooks[0]! };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<WebhooksDialog open onOpenChange={() => {}} folderId={FOLDER} />, { sessionKnown: true });
    expect(await screen.findByText(T.pausedBecause)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.resume }));
    expect(await screen.findByRole('button', { name: T.pause })).toBeInTheDocument();
    expect(screen.queryByText(T.pausedBecause)).toBeNull();
  });
});
