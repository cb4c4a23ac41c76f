import type { ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The line above a table that is wider than the screen, saying that it scrolls sideways. */
export function ScrollHint({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <MoveHorizontal className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
