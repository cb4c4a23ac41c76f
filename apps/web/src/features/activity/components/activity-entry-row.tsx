import { Link } from 'react-router';
import { type ActivityEntry, activityActorName } from '@shortlist/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { formatRelativeTime } from '../lib/relative-time';

/** One row: who (avatar and name as it was), what, the item (a link while it exists), how long ago. */
export function ActivityEntryRow({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const name = activityActorName(entry);
  return (
    <li className="flex gap-3 px-3 py-3">
      <UserAvatar
        user={
          entry.actor
            ? { id: entry.actor.id, fullName: name, nickname: null, avatarUrl: entry.actor.avatarUrl }
            : null
        }
        className="mt-0.5 size-8 text-xs"
      />
      <div className="min-w-0 flex-1">
        <p className="break-words">
          <span className="font-medium">{name}</span> {entry.action}
          {entry.item && (
            <>
              {' '}
              <Link
                to={paths.item(entry.folder.id, entry.item.id)}
                className="font-medium underline-offset-2 hover:underline"
              >
                {entry.item.name}
              </Link>
            </>
          )}
        </p>
        {entry.detail && <p className="break-words text-sm text-muted-foreground">{entry.detail}</p>}
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
            {formatRelativeTime(entry.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
