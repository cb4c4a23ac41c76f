import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { buttonLook, type ButtonLookProps } from '@/lib/ui-looks';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, type = 'button', ...props }, ref) => {
    const Component = asChild ? Slot.Root : 'button';
    return (
      <Component
        ref={ref}
        type={asChild ? undefined : type}
        className={cn(buttonLook({ variant, size }), className)}
        {...props}
      />
    );
  },
);
Button.displayName = 'Button';
