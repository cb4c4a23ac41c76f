import { COMPARE_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** "Share Folder to Compare": shown instead of a collaborative comparison when nobody else has access. */
export function ShareToCompareDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={COMPARE_TEXTS.shareToCompareTitle}
        description={COMPARE_TEXTS.shareToCompareDescription}
      >
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{COMPARE_TEXTS.gotIt}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
