import { useEffect, useState } from 'react';
import { ACCOUNT } from '@shortlist/contracts';

/** idle: nothing to check; checking: waiting for the debounce or the answer; then passed, rejected or failed. */
export type CheckStatus = 'idle' | 'checking' | 'passed' | 'rejected' | 'failed';

/**
 * Runs `check(value)` once the value has stayed the same for the debounce delay (accounts §5: ACCOUNT.availabilityCheckDelayMs) and
 * reports its result for that value only: typing again makes it "checking" at once, so a form can stay blocked
 * until the answer for what is in the field arrives. `null` means there is nothing (valid) to check.
 * `check` must be a stable function.
 */
export function useDebouncedCheck(
  value: string | null,
  check: (value: string, signal: AbortSignal) => Promise<boolean>,
  delayMs: number = ACCOUNT.availabilityCheckDelayMs,
): CheckStatus {
  const [settled, setSettled] = useState<{ value: string; status: CheckStatus } | null>(null);

  useEffect(() => {
    if (value === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal).then(
        (ok) => {
          if (!controller.signal.aborted) setSettled({ value, status: ok ? 'passed' : 'rejected' });
        },
        () => {
          if (!controller.signal.aborted) setSettled({ value, status: 'failed' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, check, delayMs]);

  if (value === null) return 'idle';
  return settled?.value === value ? settled.status : 'checking';
}
