import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  /** The confirm button's look: destructive for a deletion, default for a choice that is not one. */
  confirmVariant?: 'destructive' | 'primary';
  /** Runs on confirm; the dialog shows the busy label until it settles, then closes on success. */
  onConfirm(): Promise<void>;
}

/** The delete confirmations of the spec (Cancel and Delete, "Deleting..." while busy), and other confirmations. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  confirmVariant = 'destructive',
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant={confirmVariant}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                onOpenChange(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
