import { DevMailbox } from '@/features/dev-mailbox/components/dev-mailbox';

export default function Route() {
  return <DevMailbox />;
}
