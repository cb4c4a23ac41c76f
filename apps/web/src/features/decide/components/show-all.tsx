import { type ReactNode, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FIRST_ROWS } from '@/lib/use-rows-in-stages';

/**
 * A long list's first rows until asked for all: the rows to render, and the "Show all n" button to put under
 * them (null once every row shows).
 */
export function useShowAll<T>(rows: readonly T[]): { shown: readonly T[]; showAll: ReactNode } {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const showAll =
    shown.length < rows.length ? (
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start print:hidden"
        onClick={() => setAll(true)}
      >
        <ChevronDown aria-hidden />
        {T.showAll(rows.length)}
      </Button>
    ) : null;
  return { shown, showAll };
}
