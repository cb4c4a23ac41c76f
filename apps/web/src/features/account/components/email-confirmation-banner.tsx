import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { EMAIL_CONFIRMATION_TEXTS as T } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { buttonLook } from '@/lib/ui-looks';

/**
 * Above every page while the signed-in user's address is unconfirmed: where the link went, and a resend
 * (the server allows one a minute and says so). Sharing and paying wait for the confirmation.
 *
 * Part of the shell's first load: it renders from the session's user in the same commit as the page,
 * so it never arrives later and pushes the page down (a 0.21 layout shift on My Folders when it was its own
 * lazy chunk). Lean for that: the button look without cn, and the resend call (with the account schemas) loads on
 * the first click.
 */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  if (!user || user.emailConfirmed) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { resendConfirmEmail } = await import('../api/email-links');
      await resendConfirmEmail();
      toast.success(T.resent, T.resentDescription(user.email));
    } catch (err) {
      toast.error(errorMessage(err, T.resendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label={T.bannerTitle}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden />
        {/* at least 16rem of text: on a phone the button goes under it rather than squeezing it into a column */}
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-medium">{T.bannerTitle}</p>
          <p className="break-words">{T.bannerDescription(user.email)}</p>
        </div>
        <button
          type="button"
          className={cx(buttonLook({ variant: 'outline', size: 'sm' }))}
          disabled={sending}
          onClick={() => void resend()}
        >
          {T.resend}
        </button>
      </div>
    </section>
  );
}
