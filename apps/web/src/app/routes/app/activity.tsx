import { useParams } from 'react-router';
import { ACTIVITY_TEXTS } from '@shortlist/contracts';
import { ActivityFeed } from '@/features/activity/components/activity-feed';

/** /app/folder/:folderId/activity: what happened in the folder and its subfolders (the folder's tab bar above). */
export default function Route() {
  const { folderId = '' } = useParams();
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <h2 className="text-xl font-semibold tracking-tight">{ACTIVITY_TEXTS.title}</h2>
      <ActivityFeed folderId={folderId} />
    </div>
  );
}
