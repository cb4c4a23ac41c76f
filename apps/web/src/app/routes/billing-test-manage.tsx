import { TestManagePage } from '@/features/billing/components/test-manage-page';

/** /billing/test/manage: "Manage Subscription" in test billing mode. */
export default function Route() {
  return <TestManagePage />;
}
