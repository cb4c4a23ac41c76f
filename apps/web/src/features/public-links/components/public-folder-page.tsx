import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { PUBLIC_LINK_ERRORS, PUBLIC_LINK_TEXTS, type PublicFolder } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { usePublicView } from '../api/get-public-view';
import { PublicComparisonTable } from './public-comparison-table';
import { PublicItemCard } from './public-item-card';
import { PublicRanking } from './public-ranking';
import { SaveCopyButton } from './save-copy-button';

function FolderSection({ folder, heading }: { folder: PublicFolder; heading?: string }) {
  return (
    <section aria-label={heading ?? folder.name} className="grid gap-4">
      {heading && <h2 className="text-xl font-semibold">{heading}</h2>}
      {folder.description && heading && <p className="text-muted-foreground">{folder.description}</p>}
      {folder.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{PUBLIC_LINK_TEXTS.noItems}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {folder.items.map((item) => (
            <PublicItemCard key={item.id} item={item} level={heading ? 3 : 2} />
          ))}
        </div>
      )}
      <PublicRanking folder={folder} />
      <PublicComparisonTable items={folder.items} />
    </section>
  );
}

/**
 * The friendly page for a link that is revoked, expired or never existed (the server answered 404), or for a
 * visitor past the per-IP budget (429): a heading, the reason, the way home.
 */
function Unavailable({ title, reason }: { title: string; reason: string }) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{reason}</p>
      <Button asChild className="mx-auto w-fit">
        <Link to={paths.home}>{PUBLIC_LINK_TEXTS.goHome}</Link>
      </Button>
    </div>
  );
}

/**
 * /s/:token: a folder shared read-only with anyone who has the link: its items with photos, the
 * comparison table, subfolders and notes when the owner included them, and "Save a copy to my Shortlist".
 */
export function PublicFolderPage({ token }: { token: string }) {
  const { data, error } = usePublicView(token);
  usePageTitle(data?.folder.name);
  if (error instanceof ApiError && error.status === 404)
    return <Unavailable title={PUBLIC_LINK_TEXTS.unavailableTitle} reason={PUBLIC_LINK_ERRORS.unavailable} />;
  if (error instanceof ApiError && error.status === 429)
    return <Unavailable title={PUBLIC_LINK_TEXTS.rateLimitedTitle} reason={error.message} />;
  if (error)
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-destructive">
        {errorMessage(error)}
      </p>
    );
  if (!data) return <Spinner />;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Eye className="size-3.5" aria-hidden />
          {PUBLIC_LINK_TEXTS.readOnly}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight">{data.folder.name}</h1>
        {data.folder.description && <p className="text-muted-foreground">{data.folder.description}</p>}
        {data.expiresAt && (
          <p className="text-xs text-muted-foreground">
            {PUBLIC_LINK_TEXTS.expires(formatDate(data.expiresAt))}
          </p>
        )}
        <SaveCopyButton token={token} />
      </header>
      <FolderSection folder={data.folder} />
      {data.subfolders.map((folder) => (
        <FolderSection
          key={folder.id}
          folder={folder}
          heading={PUBLIC_LINK_TEXTS.subfolderIn([...folder.path, folder.name])}
        />
      ))}
    </div>
  );
}
