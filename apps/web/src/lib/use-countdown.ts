import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again (a new code: the server refuses one inside its interval).
 * `start(seconds)` begins a countdown; it ticks once a second and stops at 0.
 */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1_000);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1_000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1_000)), start };
}
