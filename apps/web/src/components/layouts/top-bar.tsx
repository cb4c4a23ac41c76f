import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function TopBar() {
  return (
    <header className="border-b">
      <div className="mx-auto flex h-14 max-w-6xl items-center px-4">
        <Link to={paths.home} className="text-lg font-semibold tracking-tight">
          Shortlist
        </Link>
      </div>
    </header>
  );
}
