import { type ReactNode, useEffect, useState } from 'react';
import { shellExtrasMayLoad } from '@/lib/shell-extras-gate';
import { QuietBoundary } from './quiet-boundary';

/**
 * Shows `fallback` in the commit it first appears in and `children` from the next one. For the signed-in shell's
 * extras (the live stream, the bell, the profile menu: lazy chunks): a page's own requests (its data in a layout
 * effect, its code on mount) are sent in that first commit, and the extras' chunks are asked for after them rather
 * than ahead of them on the browser's few connections per origin. A page may hold them
 * longer, until its data is on screen (lib/shell-extras-gate.ts). The later the extras load, the
 * likelier a deploy or a dropped connection fails their chunks: a failed one shows `fallback` (QuietBoundary).
 */
export function AfterCommit({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => {
    let mounted = true;
    // after every effect of the first commit (the page's requests go out in them), not during them: a resolved
    // promise's callback is a microtask, as queueMicrotask was
    void shellExtrasMayLoad().then(() => {
      if (mounted) setCommitted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return committed ? <QuietBoundary fallback={fallback}>{children}</QuietBoundary> : fallback;
}
