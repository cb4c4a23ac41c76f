import { useEffect, useRef, useState } from 'react';
import { LIVE, SECOND_MS, type Presence } from '@shortlist/contracts';
import { onLiveSignal } from '@/lib/live/live-bus';
import { leavePresence, sendPresence } from '../api/presence';

/**
 * Who else has the item open, and who is editing: a heartbeat every LIVE.presenceHeartbeatSeconds
 * while the page is open, one at once when `editing` flips or the live stream says the item's presence changed,
 * and a goodbye on leaving. A failed heartbeat keeps the last answer: presence is a hint, never in the way.
 */
export function usePresence(itemId: string, editing: boolean): Presence['others'] {
  const [others, setOthers] = useState<Presence['others']>([]);
  // what the heartbeats say; kept current by the effect below, read by the timer's beats
  const editingRef = useRef(editing);
  const beatRef = useRef<() => void>(() => {});

  useEffect(() => {
    let active = true;
    const beat = () => {
      sendPresence(itemId, editingRef.current).then(
        (answer) => {
          if (active) setOthers(answer.others);
        },
        () => {},
      );
    };
    beatRef.current = beat;
    beat();
    const timer = setInterval(beat, LIVE.presenceHeartbeatSeconds * SECOND_MS);
    const unsubscribe = onLiveSignal((signal) => {
      if (signal === 'all' || signal.presence.includes(itemId)) beat();
    });
    return () => {
      active = false;
      clearInterval(timer);
      unsubscribe();
      leavePresence(itemId).catch(() => {});
    };
  }, [itemId]);

  // starting or stopping to hold staged changes is told at once
  useEffect(() => {
    if (editingRef.current === editing) return;
    editingRef.current = editing;
    beatRef.current();
  }, [editing]);

  return others;
}
