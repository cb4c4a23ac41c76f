import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { FOLDER_TEXTS, type FolderDetail } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FolderBreadcrumb } from '@/features/folders/components/folder-breadcrumb';

/**
 * The top of a folder page: breadcrumb, back link, name with its sharing badge, description. `links` sit beside
 * the name (one element per feature: the Decide tab...), `actions` on the right (the folder actions menu).
 */
export function FolderHeader({
  detail,
  backTo,
  links,
  actions,
}: {
  detail: FolderDetail;
  backTo: string;
  links: ReactNode;
  actions: ReactNode;
}) {
  const { folder, breadcrumb } = detail;
  return (
    <div className="grid gap-3">
      <FolderBreadcrumb ancestors={breadcrumb} current={folder.name} />
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            {FOLDER_TEXTS.back}
          </Link>
        </Button>
      </div>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:justify-between sm:gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{folder.name}</h1>
            {folder.isShared && (
              <Badge variant="accent">
                {folder.isOwned ? FOLDER_TEXTS.sharedFolder : FOLDER_TEXTS.sharedWithYou}
              </Badge>
            )}
            {links}
          </div>
          {folder.description && (
            <p className="max-w-3xl text-sm whitespace-pre-line text-muted-foreground">
              {folder.description}
            </p>
          )}
        </div>
        {actions}
      </div>
    </div>
  );
}
