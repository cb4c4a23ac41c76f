import { useState } from 'react';
import { canAddToComparison, COMPARE_TEXTS, type CompareType } from '@shortlist/contracts';

/** Why a comparison could not start: nobody else sees the folder, or the plan lacks the feature. */
export type CompareHint = 'share' | 'upgrade';

/**
 * The compare selection (folders §4): the comparison kind, the chosen items in the order ticked (at most COMPARE.maxItems),
 * and the hint shown instead when a collaborative comparison cannot start.
 */
export function useCompareSelection({ isPremium, isShared }: { isPremium: boolean; isShared: boolean }) {
  const [type, setType] = useState<CompareType | null>(null);
  const [ids, setIds] = useState<string[]>([]);
  const [hint, setHint] = useState<CompareHint | null>(null);

  const setItem = (id: string, on: boolean) =>
    setIds(on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id));

  return {
    type,
    ids,
    hint,
    closeHint: () => setHint(null),
    start: (next: CompareType) => {
      if (next === 'collaborative' && !isPremium) return setHint('upgrade');
      if (next === 'collaborative' && !isShared) return setHint('share');
      setIds([]);
      setType(next);
    },
    stop: () => {
      setType(null);
      setIds([]);
    },
    /** An item card's checkbox while choosing items to compare. */
    cardProps: (item: { id: string; name: string }) => ({
      selecting: true,
      selected: ids.includes(item.id),
      selectLabel: COMPARE_TEXTS.selectForComparison(item.name),
      selectDisabled: !ids.includes(item.id) && !canAddToComparison(ids.length),
      onSelectedChange: (on: boolean) => setItem(item.id, on),
    }),
  };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
