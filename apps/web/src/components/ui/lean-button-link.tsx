import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/cx';
import { buttonLook, type ButtonLookProps } from '@/lib/ui-looks';

/** A router link with the button look (what `<Button asChild><Link /></Button>` renders, without Slot). */
export function LeanButtonLink({ variant, size, className, ...props }: LinkProps & ButtonLookProps) {
  return <Link className={cx(buttonLook({ variant, size }), className)} {...props} />;
}
