import { useParams } from 'react-router';
import { DECIDE_TEXTS } from '@shortlist/contracts';
import { DecidePage } from '@/features/decide/components/decide-page';
import { useFolder } from '@/features/folders/api/get-folder';

/** /app/folder/:folderId/decide: the folder's decision view (the folder's header and tab bar above it). */
export default function Route() {
  const { folderId = '' } = useParams();
  // the folder page's read (swr shares it): the role decides what the page offers
  const { data: detail } = useFolder(folderId);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight print:hidden">{DECIDE_TEXTS.title}</h1>
      <DecidePage folderId={folderId} role={detail?.folder.myRole ?? 'viewer'} />
    </div>
  );
}
