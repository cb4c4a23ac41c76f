import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { PAGE_TITLES, SCREEN_TEXTS } from '@shortlist/contracts';
import { LeanButton } from '@/components/ui/lean';
import { LeanButtonLink } from '@/components/ui/lean-button-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { NotFoundScreen } from './not-found-screen';

export type RouteErrorKind = 'chunk' | 'connection' | 'not-found' | 'other';

// how Chromium, Firefox and Safari word a failed `import()` (and Vite's preload helper)
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

/** What kind of failure reached the route's error boundary. */
export function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  if (error instanceof ApiError) return error.code === 'NETWORK' ? 'connection' : 'other';
  if (error instanceof Error) {
    if (CHUNK_FAILURE.test(error.message)) return 'chunk';
    if (error.name === 'TypeError' && /fetch|network/i.test(error.message)) return 'connection';
  }
  return 'other';
}

/**
 * Every route's error screen, instead of React Router's developer page: a screen that failed to load after a
 * deploy or restart offers "Reload" (the old chunks are gone, only a full load fetches the new ones); a
 * connection failure offers "Try again" (the same address again, which re-runs the route).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const kind = routeErrorKind(error);
  if (kind === 'not-found') return <NotFoundScreen />;
  return <ErrorPanel kind={kind} />;
}

function ErrorPanel({ kind }: { kind: Exclude<RouteErrorKind, 'not-found'> }) {
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(PAGE_TITLES.error);
  const t = SCREEN_TEXTS.routeError;
  const [title, body] =
    kind === 'chunk'
      ? [t.chunkTitle, t.chunkBody]
      : kind === 'connection'
        ? [t.connectionTitle, t.connectionBody]
        : [t.otherTitle, t.otherBody];
  const Icon = kind === 'connection' ? WifiOff : kind === 'chunk' ? RefreshCw : TriangleAlert;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {kind === 'connection' ? (
          // a new navigation to the same address clears the boundary and runs the route again
          <LeanButton onClick={() => void navigate(location, { replace: true })}>{t.tryAgain}</LeanButton>
        ) : (
          <LeanButton onClick={() => window.location.reload()}>{t.reload}</LeanButton>
        )}
        <LeanButtonLink variant="outline" to={paths.home} reloadDocument>
          {t.home}
        </LeanButtonLink>
      </div>
    </div>
  );
}
