import { NOT_FOUND_TEXTS as T } from '@shortlist/contracts';
import { FileQuestion } from 'lucide-react';
import { LeanButtonLink } from '@/components/ui/lean-button-link';
import { paths } from '@/config/paths';

/** Any URL the app does not know, and anything a route reports as not found. */
export function NotFoundScreen() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
      <p className="mt-4 text-sm font-medium text-muted-foreground">{T.code}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">{T.title}</h1>
      <p className="mt-3 text-muted-foreground">{T.description}</p>
      <LeanButtonLink className="mt-8" to={paths.home}>
        {T.backHome}
      </LeanButtonLink>
    </div>
  );
}
