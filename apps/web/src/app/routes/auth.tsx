import { NotBuiltYet } from '@/components/layouts/not-built-yet';

export default function Route() {
  return <NotBuiltYet title="auth" what="This page" />;
}
