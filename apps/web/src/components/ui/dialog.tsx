import { type ReactNode, useRef } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The element that had focus when a dialog opened. Our dialogs are opened by state, not by a Radix Trigger,
 * so Radix has no trigger to return focus to and it fell to <body>: we give it back ourselves. It is read when
 * the dialog opens (the content stays mounted, closed, with the page), and a dialog opened from a menu item,
 * which goes away with its menu, gives focus back to the menu's button.
 */
function useOpener() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      const active = document.activeElement as HTMLElement | null;
      const menu = active?.closest<HTMLElement>('[role="menu"]');
      // Radix labels a menu by its button
      const buttonId = menu?.getAttribute('aria-labelledby');
      const menuButton = buttonId ? document.getElementById(buttonId) : null;
      opener.current = menuButton ?? active;
    },
    /** Focuses the opener; false when there is none to go back to. */
    returnFocus(): boolean {
      const element = opener.current;
      if (!element || element === document.body || !element.isConnected) return false;
      element.focus();
      return true;
    },
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
  const opener = useOpener();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => opener.remember()}
        onCloseAutoFocus={(event) => {
          if (opener.returnFocus()) event.preventDefault();
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
