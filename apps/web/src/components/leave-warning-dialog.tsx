import type { Blocker } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** Asks before a blocked navigation throws unsaved changes away (see useLeaveWarning). */
export function LeaveWarningDialog({ blocker }: { blocker: Blocker }) {
  const t = SCREEN_TEXTS.leaveWarning;
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent title={t.title} description={t.body}>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={() => blocker.reset?.()}>
            {t.stay}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t.leave}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
