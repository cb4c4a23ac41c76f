import type { UserRef } from '@shortlist/contracts';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';

/** A round avatar: the picture when there is one, else initials. Decorative: the name is shown beside it. */
export function UserAvatar({ user, className }: { user: UserRef | null; className?: string }) {
  const base = cn(
    'inline-flex size-6 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-[10px] font-semibold text-muted-foreground',
    className,
  );
  if (user?.avatarUrl) return <img src={user.avatarUrl} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span aria-hidden className={base}>
      {initials(user?.nickname ?? user?.fullName)}
    </span>
  );
}
