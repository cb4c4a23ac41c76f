import { useId, useState } from 'react';
import {
  DECIDE_ERRORS,
  DECIDE_TEXTS as T,
  type DecisionItem,
  ITEM_STATUSES,
  type ItemStatus,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDecideActions } from '../api/decide-actions';
import { centsToAmountInput } from '../lib/amount-input';

const STATUS_OPTIONS = ITEM_STATUSES.map((s) => ({ value: s, label: T.statusLabels[s] }));

/**
 * An item's status with its optional reason, and its target price (a price watch): the same form on the Decide
 * tab and on the item page. "Chosen" records the decision, with the weights the caller is looking at. A target
 * price is a price watch (Premium): the server's refusal opens the upgrade prompt naming the feature.
 */
export function ItemStatusForm({
  folderId,
  item,
  weightsUsed = 'mine',
}: {
  folderId: string;
  item: DecisionItem;
  weightsUsed?: 'mine' | 'group';
}) {
  const actions = useDecideActions(folderId);
  const statusId = useId();
  const [status, setStatus] = useState<ItemStatus>(item.status);
  const [reason, setReason] = useState(item.statusReason ?? '');
  const [target, setTarget] = useState(centsToAmountInput(item.targetPriceCents));
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const run = (p: Promise<unknown>, ok: string) =>
    p.then(() => toast.success(ok)).catch((e: unknown) => toast.error(errorMessage(e)));

  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <form
        aria-label={T.status}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(actions.setStatus(item.id, status, weightsUsed, reason), T.statusSaved);
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={statusId}>{T.status}</label>
          <Select
            id={statusId}
            className="w-40"
            value={status}
            options={STATUS_OPTIONS}
            onValueChange={(next) => setStatus(ITEM_STATUSES.find((s) => s === next) ?? status)}
          />
        </div>
        <label className="grid gap-1">
          {T.statusReason}
          <Input className="w-56" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Button type="submit" variant="outline">
          {T.saveStatus}
        </Button>
      </form>
      {item.hasLink && (
        <form
          aria-label={T.targetPrice}
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void actions.setTargetPrice(item.id, target).then(
              () => toast.success(T.targetPriceSaved),
              (err: unknown) => {
                if (err instanceof ApiError && err.code === 'PREMIUM_REQUIRED') setUpgradeOpen(true);
                else toast.error(errorMessage(err));
              },
            );
          }}
        >
          <label className="grid gap-1">
            {T.targetPrice}
            <Input
              className="w-28"
              placeholder={T.targetPricePlaceholder}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </label>
          <Button type="submit" variant="outline">
            {T.saveTargetPrice}
          </Button>
        </form>
      )}
      <UpgradePromptDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        feature={T.upgradeWatches}
        description={DECIDE_ERRORS.premiumWatches}
      />
    </div>
  );
}
