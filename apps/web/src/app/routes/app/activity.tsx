import { Link, useParams } from 'react-router';
import { ACTIVITY_TEXTS, DECIDE_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { ActivityFeed } from '@/features/activity/components/activity-feed';

/** /app/folder/:folderId/activity: what happened in the folder and its subfolders, beside its items. */
export default function Route() {
  const { folderId = '' } = useParams();
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{ACTIVITY_TEXTS.title}</h1>
        <nav aria-label={ACTIVITY_TEXTS.title} className="flex gap-3 text-sm">
          <Link to={paths.folder(folderId)} className="hover:underline">
            {ACTIVITY_TEXTS.itemsTab}
          </Link>
          <Link to={paths.decide(folderId)} className="hover:underline">
            {DECIDE_TEXTS.tab}
          </Link>
        </nav>
      </div>
      <ActivityFeed folderId={folderId} />
    </div>
  );
}
