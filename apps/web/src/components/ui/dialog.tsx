import { type ReactNode, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The element that had focus when a dialog opened. Our dialogs are opened by state, not by a Radix Trigger,
 * so Radix has no trigger to return focus to and it fell to <body>: we give it back ourselves.
 */
function useOpener(): () => boolean {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return () => {
    if (!opener || opener === document.body || !opener.isConnected) return false;
    opener.focus();
    return true;
  };
}

/** A centred modal with title, optional description and a close button; focus is trapped by Radix. */
export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const returnFocus = useOpener();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (returnFocus()) event.preventDefault();
        }}
      >
        <div className="grid gap-1.5 pr-6">
          <DialogPrimitive.Title className="text-lg font-semibold leading-none">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {/* 32 px: a comfortable tap target (WCAG 2.5.8 asks at least 24) */}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-md opacity-70 hover:bg-muted hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>
  );
}
