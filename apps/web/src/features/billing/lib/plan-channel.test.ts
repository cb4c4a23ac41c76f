import { afterEach, describe, expect, it } from 'vitest';
import { isNews, listenForPlans, PLAN_CHANNEL, type PlanMessage } from './plan-channel';

const ADA = '11111111-1111-4111-8111-111111111111';
const message = (overrides: Partial<PlanMessage> = {}): PlanMessage => ({
  tab: 'other-tab',
  kind: 'seen',
  userId: ADA,
  subscriptionPlan: 'premium_monthly',
  ...overrides,
});

describe('isNews', () => {
  const basicAda = { userId: ADA, plan: 'basic' };

  it('re-reads for another plan of the same person, or a finished change', () => {
    expect(isNews(message(), basicAda)).toBe(true);
    expect(isNews(message({ kind: 'changed', subscriptionPlan: 'basic' }), basicAda)).toBe(true);
  });

  it('ignores the plan this tab already shows, and other people', () => {
    expect(isNews(message({ subscriptionPlan: 'basic' }), basicAda)).toBe(false);
    expect(
      isNews(message({ kind: 'changed', userId: '22222222-2222-4222-8222-222222222222' }), basicAda),
    ).toBe(false);
    expect(isNews(message(), {})).toBe(false);
  });
});

describe('listenForPlans', () => {
  const opened: Array<() => void> = [];
  afterEach(() => opened.splice(0).forEach((close) => close()));

  it('passes on well-formed messages and drops the rest', async () => {
    const received: PlanMessage[] = [];
    const last = new Promise<void>((resolve) => {
      opened.push(
        listenForPlans((m) => {
          received.push(m);
          if (m.kind === 'changed') resolve();
        }),
      );
    });
    const sender = new BroadcastChannel(PLAN_CHANNEL);
    opened.push(() => sender.close());
    // one sender's messages arrive in order: the malformed ones before the last
    sender.postMessage('premium');
    sender.postMessage({ kind: 'seen', userId: ADA });
    sender.postMessage(message({ kind: 'changed' }));
    await last;
    expect(received).toEqual([message({ kind: 'changed' })]);
  });
});
