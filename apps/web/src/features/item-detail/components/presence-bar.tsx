import { PRESENCE_TEXTS, type Presence } from '@shortlist/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { usePresence } from '../hooks/use-presence';

const nameOf = (user: Presence['others'][number]['user']) =>
  user.nickname || user.fullName || PRESENCE_TEXTS.someone;

/**
 * The others who have this item open, as avatars, and "Ana is editing" while someone holds staged changes.
 * Only the editing line is a live region (polite): it changes when someone starts or stops editing, never with
 * a heartbeat, so screen readers hear it once.
 */
export function PresenceBar({ itemId, editing }: { itemId: string; editing: boolean }) {
  const others = usePresence(itemId, editing);
  const editors = others.filter((o) => o.editing).map((o) => nameOf(o.user));
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-2 text-sm text-muted-foreground">
      {others.length > 0 && (
        <ul aria-label={PRESENCE_TEXTS.othersHere} className="flex -space-x-1">
          {others.map((o) => (
            <li key={o.user.id} title={PRESENCE_TEXTS.viewing(nameOf(o.user))}>
              <UserAvatar user={o.user} className="ring-2 ring-background" />
              <span className="sr-only">{PRESENCE_TEXTS.viewing(nameOf(o.user))}</span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="empty:hidden">
        {editors.map((name) => PRESENCE_TEXTS.editing(name)).join(' · ')}
      </p>
    </div>
  );
}
