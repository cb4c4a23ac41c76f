import { Link } from 'react-router';
import { DECIDE_TEXTS as T, type DecisionRecord } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDecideActions } from '../api/decide-actions';
import { DecisionRecordLine } from './decision-record-line';

/**
 * The folder page's line for a decided folder ('the folder shows "Decided: X on DATE" ... and offers
 * "reopen"'): the record itself is on the Decide tab, one link away.
 */
export function DecidedBanner({
  folderId,
  record,
  canReopen,
}: {
  folderId: string;
  record: DecisionRecord | null | undefined;
  /** Editors and the owner may reopen (the server checks the role too). */
  canReopen: boolean;
}) {
  const actions = useDecideActions(folderId);
  if (!record) return null;
  return (
    <DecisionRecordLine record={record}>
      <Button asChild size="sm" variant="outline">
        <Link to={paths.decide(folderId)}>{T.showDecision}</Link>
      </Button>
      {canReopen && (
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void actions
              .reopen()
              .then(() => toast.success(T.reopened))
              .catch((e: unknown) => toast.error(errorMessage(e)))
          }
        >
          {T.reopen}
        </Button>
      )}
    </DecisionRecordLine>
  );
}
