import { useParams } from 'react-router';
import { DecisionPrintPage } from '@/features/decide/components/decision-print-page';

/** /app/folder/:folderId/decide/print: the folder's decision record as a page to print. */
export default function Route() {
  const { folderId = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
      <DecisionPrintPage folderId={folderId} />
    </div>
  );
}
