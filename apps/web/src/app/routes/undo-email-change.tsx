import { UndoEmailChangePage } from '@/features/account/components/undo-email-change-page';

/** /undo-email-change#token: the old address's way back after an e-mail change. */
export default function Route() {
  return <UndoEmailChangePage />;
}
