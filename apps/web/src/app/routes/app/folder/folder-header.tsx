import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { FOLDER_TEXTS, type FolderDetail } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FolderBreadcrumb } from '@/features/folders/components/folder-breadcrumb';

/**
 * The top of a folder's views: Back and the breadcrumb on one line, the name with its sharing badge and the
 * description, and the folder's own `actions` (public link, mute, the actions menu) beside the name.
 */
export function FolderHeader({
  detail,
  backTo,
  actions,
}: {
  detail: FolderDetail;
  backTo: string;
  actions: ReactNode;
}) {
  const { folder, breadcrumb } = detail;
  return (
    <div className="grid gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            {FOLDER_TEXTS.back}
          </Link>
        </Button>
        <FolderBreadcrumb ancestors={breadcrumb} current={folder.name} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{folder.name}</h1>
            {folder.isShared && (
              <Badge variant="accent">
                {folder.isOwned ? FOLDER_TEXTS.sharedFolder : FOLDER_TEXTS.sharedWithYou}
              </Badge>
            )}
          </div>
          {folder.description && (
            <p className="max-w-3xl text-sm whitespace-pre-line text-muted-foreground">
              {folder.description}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </div>
  );
}
