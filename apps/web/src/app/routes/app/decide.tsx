import { useParams } from 'react-router';
import { Link } from 'react-router';
import { DECIDE_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { DecidePage } from '@/features/decide/components/decide-page';
import { useFolder } from '@/features/folders/api/get-folder';
import { MuteFolderButton } from '@/features/notifications/components/mute-folder-button';

/** /app/folder/:folderId/decide: the folder's decision view, beside its items. */
export default function Route() {
  const { folderId = '' } = useParams();
  // the folder page's read (swr shares it): the role decides what the page offers
  const { data: detail } = useFolder(folderId);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-2xl font-semibold tracking-tight">{DECIDE_TEXTS.title}</h1>
        <Link to={paths.folder(folderId)} className="text-sm hover:underline">
          {DECIDE_TEXTS.itemsTab}
        </Link>
        <div className="ml-auto">
          <MuteFolderButton folderId={folderId} />
        </div>
      </div>
      <DecidePage folderId={folderId} role={detail?.folder.myRole ?? 'viewer'} />
    </div>
  );
}
