import { NotBuiltYet } from '@/components/layouts/not-built-yet';

export default function Route() {
  return <NotBuiltYet title="folder" what="This screen" />;
}
