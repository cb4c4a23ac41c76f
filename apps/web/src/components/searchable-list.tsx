import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { LeanButton } from '@/components/ui/lean';
import { LeanEmptyState } from '@/components/ui/lean-empty-state';
import { CardGridLoading } from '@/components/ui/loading-skeletons';

interface SearchableListProps {
  loading: boolean;
  loadingLabel: string;
  /** The load failure's message when nothing could be shown; the list renders normally otherwise. */
  loadError: { title: string; message: string; retryLabel: string; onRetry(): void } | null;
  /** Whether the filtered list is empty, and whether that is because of a search. */
  empty: boolean;
  searching: boolean;
  noMatch: { title: string; description: string };
  /** What an empty list without a search shows (title, help, the create action). */
  emptyState: ReactNode;
  children: ReactNode;
}

/**
 * A searched list's states as the spec gives them: loading (cards' skeletons, the label read out), load error with retry, no match, empty, the list. The
 * lean button and state (no tailwind-merge: My Folders' first load) look the same as the full ones.
 */
export function SearchableList({
  loading,
  loadingLabel,
  loadError,
  empty,
  searching,
  noMatch,
  emptyState,
  children,
}: SearchableListProps) {
  if (loading) return <CardGridLoading label={loadingLabel} />;
  if (loadError) {
    return (
      <LeanEmptyState
        title={loadError.title}
        description={loadError.message}
        action={
          <LeanButton variant="outline" onClick={loadError.onRetry}>
            {loadError.retryLabel}
          </LeanButton>
        }
      />
    );
  }
  if (empty) {
    return searching ? (
      <LeanEmptyState icon={<Search />} title={noMatch.title} description={noMatch.description} />
    ) : (
      emptyState
    );
  }
  return children;
}
