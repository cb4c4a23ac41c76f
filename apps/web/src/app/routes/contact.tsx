import { NotBuiltYet } from '@/components/layouts/not-built-yet';

export default function Route() {
  return <NotBuiltYet title="contact" what="This page" />;
}
