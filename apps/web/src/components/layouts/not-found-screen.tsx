import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any URL the app does not know, and anything a route reports as not found. */
export function NotFoundScreen() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden />
      <p className="mt-4 text-sm font-medium text-muted-foreground">404</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Back to the home page</Link>
      </Button>
    </div>
  );
}
