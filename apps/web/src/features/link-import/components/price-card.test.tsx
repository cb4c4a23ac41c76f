import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LINK_IMPORT_TEXTS,
  LINK_READER_ERRORS,
  linkImportEndpoints,
  type PriceHistory,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { formatDateTime } from '@/lib/format';
import { PriceCard } from './price-card';
import { PriceTrendBadge } from './price-trend-badge';

const ITEM_ID = '33333333-3333-4333-8333-333333333333';
const history: PriceHistory = {
  history: [
    { priceCents: 139550, currency: 'USD', source: 'import', recordedAt: '2026-03-01T10:00:00.000Z' },
    { priceCents: 129900, currency: 'USD', source: 'refresh', recordedAt: '2026-03-02T10:00:00.000Z' },
    { priceCents: 119900, currency: 'USD', source: 'manual', recordedAt: '2026-03-03T10:00:00.000Z' },
  ],
  refresh: {
    interval: 'daily',
    nextRunAt: '2026-03-04T10:00:00.000Z',
    lastSuccessAt: '2026-03-02T10:00:00.000Z',
    failureCount: 0,
    lastError: null,
  },
  hasLink: true,
};

function renderCard(isPremium: boolean, answer: PriceHistory = history) {
  const sent: unknown[] = [];
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(linkImportEndpoints.priceHistory, answer),
    mockEndpoint(linkImportEndpoints.refreshNow, () => {
      sent.push('refresh now');
      return answer;
    }),
    mockEndpoint(linkImportEndpoints.setRefresh, async (request) => {
      const body = (await request.json()) as { interval: 'weekly' };
      sent.push(body);
      return { ...history.refresh, interval: body.interval };
    }),
  );
  const user = userEvent.setup();
  // Premium or Basic decides what Refresh now does: the card renders once the session is known, as in the app
  renderWithApp(<PriceCard itemId={ITEM_ID} canEdit />, { sessionKnown: true });
  return { user, sent };
}

async function chooseInterval(user: ReturnType<typeof userEvent.setup>, label: string) {
  (await screen.findByRole('combobox', { name: LINK_IMPORT_TEXTS.refreshTitle })).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('PriceCard', () => {
  it('shows the refresh interval, the last successful read and the price history', async () => {
    renderCard(true);
    expect(await screen.findByRole('combobox', { name: LINK_IMPORT_TEXTS.refreshTitle })).toHaveTextContent(
      LINK_IMPORT_TEXTS.intervals.daily,
    );
    // times, not only dates: two reads on one day are told apart
    expect(
      screen.getByText(formatDateTime('2026-03-02T10:00:00.000Z'), { selector: 'dd time' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: LINK_IMPORT_TEXTS.priceHistory });
    expect(list).toHaveTextContent(formatDateTime('2026-03-03T10:00:00.000Z'));
    expect(screen.queryByTestId('price-next-retry')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('$1,199.00');
    expect(list).toHaveTextContent(LINK_IMPORT_TEXTS.historySources.import);
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
  });

  it('says when the next try is after a failed read', async () => {
    renderCard(true, {
      ...history,
      refresh: {
        ...history.refresh,
        nextRunAt: '2026-03-02T10:40:00.000Z',
        failureCount: 2,
        lastError: LINK_READER_ERRORS.noPrice,
      },
    });
    expect(await screen.findByText(LINK_READER_ERRORS.noPrice)).toBeInTheDocument();
    const retry = screen.getByTestId('price-next-retry');
    expect(retry).toHaveTextContent(LINK_IMPORT_TEXTS.nextRetry);
    expect(retry).toHaveTextContent(formatDateTime('2026-03-02T10:40:00.000Z'));
  });

  it('reads the price now for a Premium user', async () => {
    const premium = renderCard(true);
    await premium.user.click(await screen.findByRole('button', { name: LINK_IMPORT_TEXTS.refreshNow }));
    await waitFor(() => expect(premium.sent).toEqual(['refresh now']));
  });

  it('shows a Basic user the upgrade prompt for Refresh now', async () => {
    const basic = renderCard(false);
    await basic.user.click(await screen.findByRole('button', { name: LINK_IMPORT_TEXTS.refreshNow }));
    expect(await screen.findByRole('dialog', { name: LINK_IMPORT_TEXTS.refreshFeature })).toBeInTheDocument();
    expect(basic.sent).toEqual([]);
  });

  it('lets a Premium user change the interval', async () => {
    const { user, sent } = renderCard(true);
    await chooseInterval(user, LINK_IMPORT_TEXTS.intervals.weekly);
    await waitFor(() => expect(sent).toEqual([{ interval: 'weekly' }]));
    expect(await screen.findByText(LINK_IMPORT_TEXTS.refreshSaved)).toBeInTheDocument();
  });

  it('shows a Basic user the upgrade prompt instead', async () => {
    const { user, sent } = renderCard(false);
    await chooseInterval(user, LINK_IMPORT_TEXTS.intervals['6h']);
    expect(await screen.findByRole('dialog', { name: LINK_IMPORT_TEXTS.refreshFeature })).toBeInTheDocument();
    expect(screen.getByText(LINK_READER_ERRORS.premiumRefresh)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('PriceTrendBadge', () => {
  it('names a drop and a rise with the previous price', () => {
    render(
      <>
        <PriceTrendBadge
          trend={{
            itemId: ITEM_ID,
            previousPriceCents: 2000,
            priceCents: 1500,
            currency: 'USD',
            direction: 'down',
          }}
        />
        <PriceTrendBadge
          trend={{
            itemId: ITEM_ID,
            previousPriceCents: 1000,
            priceCents: 1500,
            currency: 'USD',
            direction: 'up',
          }}
        />
        <PriceTrendBadge trend={undefined} />
      </>,
    );
    expect(
      screen.getByRole('img', { name: `${LINK_IMPORT_TEXTS.priceDropped}: $20.00` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${LINK_IMPORT_TEXTS.priceRose}: $10.00` })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});
