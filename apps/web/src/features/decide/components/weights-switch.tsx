import { useState } from 'react';
import { DECIDE_ERRORS, DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';

type WeightsUsed = 'mine' | 'group';

/**
 * "My weights / group weights". Group weights need a shared folder (Premium): in a folder nobody else sees, the
 * switch says why instead, with the upgrade prompt naming the feature (Basic) or the hint to share (Premium).
 */
export function WeightsSwitch({
  value,
  onChange,
  isShared,
  isPremium,
}: {
  value: WeightsUsed;
  onChange(value: WeightsUsed): void;
  isShared: boolean;
  isPremium: boolean;
}) {
  const [hint, setHint] = useState<'upgrade' | 'share' | null>(null);
  const choose = (w: WeightsUsed) => {
    if (w === 'group' && !isShared) setHint(isPremium ? 'share' : 'upgrade');
    else onChange(w);
  };
  const close = (open: boolean) => !open && setHint(null);
  return (
    <>
      <div role="radiogroup" aria-label={T.weight} className="flex gap-1">
        {(['mine', 'group'] as const).map((w) => (
          <Button
            key={w}
            size="sm"
            role="radio"
            aria-checked={value === w}
            variant={value === w ? 'primary' : 'outline'}
            onClick={() => choose(w)}
          >
            {w === 'mine' ? T.myWeights : T.groupWeights}
          </Button>
        ))}
      </div>
      <UpgradePromptDialog
        open={hint === 'upgrade'}
        onOpenChange={close}
        feature={T.upgradeGroupWeights}
        description={DECIDE_ERRORS.premiumGroup}
      />
      <Dialog open={hint === 'share'} onOpenChange={close}>
        <DialogContent title={T.shareToDecideTitle} description={T.shareToDecideDescription}>
          <DialogFooter>
            <Button onClick={() => setHint(null)}>{T.gotIt}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
