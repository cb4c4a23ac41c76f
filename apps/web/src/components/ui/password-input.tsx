import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { PROFILE_TEXTS } from '@shortlist/contracts';
import { Input } from './input';
import { cn } from '@/lib/cn';

/**
 * A password field with its own show/hide toggle; id and aria-* reach the input, so FormField can wire it.
 * `fieldName` names the toggle when a form has several ("Show password: New Password").
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { fieldName?: string }
>(({ className, fieldName, ...props }, ref) => {
  const [visible, setVisible] = useState(false);
  const action = visible ? PROFILE_TEXTS.hidePassword : PROFILE_TEXTS.showPassword;
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={fieldName ? `${action}: ${fieldName}` : action}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
});
PasswordInput.displayName = 'PasswordInput';
