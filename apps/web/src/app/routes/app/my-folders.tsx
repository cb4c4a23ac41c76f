import { NotBuiltYet } from '@/components/layouts/not-built-yet';

export default function Route() {
  return <NotBuiltYet title="my-folders" what="This screen" />;
}
