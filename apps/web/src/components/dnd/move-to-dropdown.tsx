import type { ReactNode } from 'react';
import { MoveRight } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The Radix half of MoveToMenu (move-to-menu.tsx), loaded when a card's menu is first opened. */
export function MoveToDropdown({ trigger, onMoveTo }: { trigger: ReactNode; onMoveTo(): void }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onMoveTo}>
          <MoveRight aria-hidden />
          {FOLDER_TEXTS.moveTo}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
