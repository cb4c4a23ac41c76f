import { type ReactElement, cloneElement, useId } from 'react';
import { Label } from './label';
import { cn } from '@/lib/cn';

interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  /** A positive outcome shown in green (e.g. a valid referral code); an error wins over it. */
  success?: string | undefined;
  /** Live counter: { value, max } reads "value/max" (max from the contracts' limits). */
  counter?: { value: number; max: number };
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A label, the control, and its error / hint / counter, wired for screen readers. */
export function FormField({
  label,
  required,
  error,
  hint,
  success,
  counter,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  // content-start: in a row beside a taller field (one with an error or hint) the label and control stay at
  // the top instead of spreading over the row's height, so neighbouring inputs line up
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required && (
            <span className="text-destructive" aria-hidden>
              {' '}
              *
            </span>
          )}
        </Label>
        {counter && (
          <span
            className={cn(
              'text-xs tabular-nums text-muted-foreground',
              counter.value > counter.max && 'text-destructive',
            )}
          >
            {counter.value}/{counter.max}
          </span>
        )}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': !!error || undefined,
        'aria-describedby': error || success || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : success ? (
        <p id={messageId} role="status" className="text-sm text-success">
          {success}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
