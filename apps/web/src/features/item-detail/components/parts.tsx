import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ITEM_DETAIL_TEXTS } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';

/** A label / value row of a read-only card. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

export const Muted = ({ children }: { children: ReactNode }) => (
  <span className="text-muted-foreground">{children}</span>
);

/** Marks an entry staged in edit mode and not saved yet. */
export function PendingBadge({ label = ITEM_DETAIL_TEXTS.pending }: { label?: string }) {
  return (
    <Badge variant="outline" className="border-amber-500 text-amber-700 dark:text-amber-400">
      {label}
    </Badge>
  );
}

export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** A small icon button on a note, step or photo (edit, delete, undo delete), named by its label. */
export function EntryAction({
  icon: Icon,
  label,
  onClick,
  variant = 'ghost',
}: {
  icon: LucideIcon;
  label: string;
  onClick(): void;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button size="icon" variant={variant} className="size-7" aria-label={label} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  );
}
