import { MoreHorizontal, MoveRight } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** A card's "more actions" menu with "Move to...": the non-drag way to move a folder or an item. */
export function MoveToMenu({ name, onMoveTo }: { name: string; onMoveTo(): void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-8"
          aria-label={FOLDER_TEXTS.moreActions(name)}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onMoveTo}>
          <MoveRight aria-hidden />
          {FOLDER_TEXTS.moveTo}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
