import { GitCompareArrows, Users } from 'lucide-react';
import {
  COMPARE,
  COMPARE_TEXTS,
  type CompareType,
  FOLDER_TEXTS,
  ORGANISE_ERRORS,
  UPGRADE_TEXTS,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import type { CompareHint } from '@/features/compare/hooks/use-compare-selection';
import { ShareToCompareDialog } from '@/features/compare/components/share-to-compare-dialog';

/** The folder toolbar's two ways in: "Compare Items" and "Collaborative Ratings" (Premium), each from COMPARE.minItems items. */
export function CompareButtons({
  itemCount,
  isPremium,
  onStart,
}: {
  itemCount: number;
  isPremium: boolean;
  onStart(type: CompareType): void;
}) {
  const tooFew = itemCount < COMPARE.minItems;
  const title = tooFew ? FOLDER_TEXTS.compareNeedsTwo : undefined;
  return (
    <>
      <Button variant="outline" disabled={tooFew} title={title} onClick={() => onStart('attributes')}>
        <GitCompareArrows aria-hidden />
        {FOLDER_TEXTS.compareItems}
      </Button>
      <Button
        variant="outline"
        // with its Premium badge it needs a phone's whole row
        className="col-span-2"
        disabled={tooFew}
        title={title}
        onClick={() => onStart('collaborative')}
      >
        <Users aria-hidden />
        {COMPARE_TEXTS.collaborativeRatings}
        {!isPremium && <Badge variant="outline">{COMPARE_TEXTS.premiumLabel}</Badge>}
      </Button>
    </>
  );
}

/**
 * What shows instead of a collaborative comparison that cannot start: share the folder first, or upgrade.
 * `onUpgrade` opens the Upgrade to Premium dialog (composed in by the route, as for sharing and categories).
 */
export function CompareHintDialogs({
  hint,
  onClose,
  onUpgrade,
}: {
  hint: CompareHint | null;
  onClose(): void;
  onUpgrade?: () => void;
}) {
  return (
    <>
      <ShareToCompareDialog open={hint === 'share'} onOpenChange={(open) => !open && onClose()} />
      <UpgradePromptDialog
        open={hint === 'upgrade'}
        onOpenChange={(open) => !open && onClose()}
        feature={UPGRADE_TEXTS.collaborativeRatings}
        description={ORGANISE_ERRORS.premiumCollaborative}
        onUpgrade={onUpgrade}
      />
    </>
  );
}
