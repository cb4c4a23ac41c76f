import { useCallback, useEffect, useRef, useState } from 'react';
import { DECIDE } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';

export type AutosaveStatus<V> =
  | { state: 'idle' }
  | { state: 'saving'; at: number }
  | { state: 'saved'; at: number; previous: Record<string, V> }
  | { state: 'refused'; at: number; message: string };

/** Drops from `from` the entries that still hold exactly what `sent` sent (a later edit stays). */
function without<V>(from: Record<string, V>, sent: Record<string, V>): Record<string, V> {
  const left = { ...from };
  for (const [key, value] of Object.entries(sent)) if (left[key] === value) delete left[key];
  return left;
}

/**
 * Edits that show at once and save by themselves: each edit lands in `edits` (what the screen shows over the
 * server's answer), waits `DECIDE.autosaveDelayMs` for the next one, then the edits so far are sent together.
 * Once `save` resolves (it revalidates the read, so the answer then holds them) they leave `edits`; when the
 * server refuses they leave too (the screen goes back to its answer) and its message is shown. `undo` puts
 * back what the last save replaced, and saves that.
 */
export function useAutosave<V>({
  save,
  valueNow,
}: {
  save(changes: Record<string, V>): Promise<unknown>;
  /** The value the server's answer holds for a key: what undo goes back to. */
  valueNow(key: string): V;
}) {
  const [edits, setEdits] = useState<Record<string, V>>({});
  const [status, setStatus] = useState<AutosaveStatus<V>>({ state: 'idle' });
  const queued = useRef<Record<string, V>>({});
  const before = useRef<Record<string, V>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ save, valueNow });
  useEffect(() => {
    latest.current = { save, valueNow };
  });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const changes = queued.current;
    const previous = before.current;
    if (Object.keys(changes).length === 0) return;
    queued.current = {};
    before.current = {};
    setStatus({ state: 'saving', at: Date.now() });
    try {
      await latest.current.save(changes);
      setEdits((e) => without(e, changes));
      setStatus({ state: 'saved', at: Date.now(), previous });
    } catch (e) {
      const message = errorMessage(e);
      setEdits((e) => without(e, changes));
      setStatus({ state: 'refused', at: Date.now(), message });
      toast.error(message);
    }
  }, []);

  const edit = useCallback(
    (key: string, value: V, delayMs: number = DECIDE.autosaveDelayMs) => {
      if (!(key in before.current)) before.current[key] = latest.current.valueNow(key);
      queued.current[key] = value;
      setEdits((e) => ({ ...e, [key]: value }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [flush],
  );

  const undo = useCallback(() => {
    if (status.state !== 'saved') return;
    for (const [key, value] of Object.entries(status.previous)) edit(key, value, 0);
  }, [edit, status]);

  // leaving the page sends what waits
  useEffect(() => () => void flush(), [flush]);

  return { edits, status, edit, flush, undo };
}
