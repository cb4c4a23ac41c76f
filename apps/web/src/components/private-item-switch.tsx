import { useId } from 'react';
import { PRIVATE_ITEM_TEXTS } from '@shortlist/contracts';
import { Switch } from '@/components/ui/switch';

/**
 * The "Private" switch of Add New Item and the item page's edit mode. In a folder nobody else can
 * see it changes nothing for anyone yet, so the hint says what it will mean once the folder is shared.
 */
export function PrivateItemSwitch({
  checked,
  onCheckedChange,
  disabled,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-6">
          {PRIVATE_ITEM_TEXTS.switchLabel}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {PRIVATE_ITEM_TEXTS.switchHint}
        </p>
      </div>
    </div>
  );
}
