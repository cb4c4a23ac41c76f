import { useState } from 'react';
import { EDIT_CONFLICT_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { Choice, FieldConflict } from '../lib/merge';

/**
 * Review and merge: after a save refused because someone saved the item since, each field
 * both people changed shows "Mine" and "Theirs" to choose from (theirs preselected: nothing of theirs is lost
 * by a click); "Save merged changes" saves again on their revision, "Discard my changes" leaves edit mode.
 */
export function MergeDialog({
  changedBy,
  conflicts,
  keptChanges,
  saving,
  onSave,
  onDiscard,
  onClose,
}: {
  /** Who saved since (named as in the 409's message). */
  changedBy: string;
  conflicts: FieldConflict[];
  /** The editor's changes that need no choice and are saved as well. */
  keptChanges: number;
  saving: boolean;
  onSave(choices: Record<string, Choice>): void;
  onDiscard(): void;
  onClose(): void;
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(conflicts.map((c) => [c.key, 'theirs' as const])),
  );
  const shown = (value: string) => (value.trim() === '' ? EDIT_CONFLICT_TEXTS.emptyValue : value);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={EDIT_CONFLICT_TEXTS.dialogTitle}
        description={EDIT_CONFLICT_TEXTS.dialogDescription(changedBy)}
        className="max-w-xl"
      >
        <div className="grid gap-4">
          {conflicts.map((conflict) => (
            <fieldset key={conflict.key} className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">{conflict.label}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <label
                  key={side}
                  className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm has-[:checked]:bg-muted"
                >
                  <input
                    type="radio"
                    className="mt-1 size-4 accent-primary"
                    name={conflict.key}
                    value={side}
                    checked={choices[conflict.key] === side}
                    onChange={() => setChoices((c) => ({ ...c, [conflict.key]: side }))}
                    aria-label={
                      side === 'mine'
                        ? EDIT_CONFLICT_TEXTS.keepMine(conflict.label)
                        : EDIT_CONFLICT_TEXTS.keepTheirs(conflict.label)
                    }
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="text-xs font-medium text-muted-foreground">
                      {side === 'mine' ? EDIT_CONFLICT_TEXTS.mine : EDIT_CONFLICT_TEXTS.theirs}
                    </span>
                    <span className="break-words whitespace-pre-line">
                      {shown(side === 'mine' ? conflict.mine : conflict.theirs)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
          {keptChanges > 0 && (
            <p className="text-sm text-muted-foreground">{EDIT_CONFLICT_TEXTS.alsoKept(keptChanges)}</p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onDiscard} disabled={saving}>
            {EDIT_CONFLICT_TEXTS.discardMine}
          </Button>
          <Button onClick={() => onSave(choices)} disabled={saving}>
            {EDIT_CONFLICT_TEXTS.saveMerged}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
