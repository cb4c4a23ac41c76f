import { ChevronDown } from 'lucide-react';
import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';

/** Under a long list that shows its first rows: the button that shows every one of them. */
export function ShowAll({ count, onClick }: { count: number; onClick(): void }) {
  return (
    <Button variant="ghost" size="sm" className="justify-self-start print:hidden" onClick={onClick}>
      <ChevronDown aria-hidden />
      {T.showAll(count)}
    </Button>
  );
}
