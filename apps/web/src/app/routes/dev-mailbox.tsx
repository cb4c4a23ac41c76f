import { NotBuiltYet } from '@/components/layouts/not-built-yet';

export default function Route() {
  return <NotBuiltYet title="dev-mailbox" what="This page" />;
}
