import { useSearchParams } from 'react-router';
import { CAPTURE_TEXTS, findSharedLink } from '@shortlist/contracts';
import { CaptureForm, type ReadPage } from './capture-form';

/**
 * /capture?url=&title=&text=: what a share sheet, the bookmarklet or the installed app handed over. The link is
 * found as the server finds it (contracts' findSharedLink): a `url` that is not http(s) or text without a link
 * says so, and the form stays open for a link typed by hand.
 */
export function CaptureScreen({ readPage }: { readPage?: ReadPage }) {
  const [params] = useSearchParams();
  const shared = {
    url: params.get('url') ?? undefined,
    title: params.get('title') ?? undefined,
    text: params.get('text') ?? undefined,
  };
  const anything = Boolean(shared.url || shared.title || shared.text);
  const found = anything ? findSharedLink(shared) : null;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold tracking-tight">{CAPTURE_TEXTS.title}</h1>
      {found && !found.ok && (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {found.error}
        </p>
      )}
      <CaptureForm
        // a new share into an open Capture screen starts a new form
        key={params.toString()}
        initialUrl={found?.ok ? found.url : ''}
        initialName={found?.ok ? (found.title ?? '') : ''}
        {...(readPage ? { readPage } : {})}
      />
    </div>
  );
}
