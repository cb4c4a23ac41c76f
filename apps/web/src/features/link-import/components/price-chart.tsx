import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from '@shortlist/contracts';
import { formatDateTime, formatPrice, formatShortDateTime } from '@/lib/format';
import { priceAxis, timeDomain } from '../lib/price-axis';

/** The price history as a small step line (loaded lazily: recharts stays out of the main bundle). */
export default function PriceChart({ history }: { history: PricePoint[] }) {
  const currency = history[history.length - 1]?.currency ?? 'USD';
  const data = history.map((point) => ({
    at: new Date(point.recordedAt).getTime(),
    price: point.priceCents,
  }));
  const prices = priceAxis(history);
  return (
    <div className="h-40 w-full" data-testid="price-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={timeDomain(history)}
            tickFormatter={(value: number) => formatShortDateTime(new Date(value).toISOString())}
            tick={{ fontSize: 11 }}
          />
          <YAxis
            width={72}
            tickFormatter={(value: number) => formatPrice(value, currency) ?? ''}
            tick={{ fontSize: 11 }}
            domain={prices.domain}
            ticks={prices.ticks}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(value) => formatDateTime(new Date(Number(value)).toISOString())}
            formatter={(value) => [formatPrice(Number(value), currency), '']}
          />
          <Line
            type="stepAfter"
            dataKey="price"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
