/** A tiny line of an item's recorded prices (oldest first); nothing under two points. */
export function Sparkline({ prices, label }: { prices: readonly number[]; label: string }) {
  if (prices.length < 2) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const points = prices
    .map(
      (p, i) => `${(i / (prices.length - 1)) * 60},${max === min ? 8 : 16 - ((p - min) / (max - min)) * 16}`,
    )
    .join(' ');
  return (
    <svg role="img" aria-label={label} width="60" height="16" viewBox="0 0 60 16" className="inline-block">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
