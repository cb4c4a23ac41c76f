import { useId } from 'react';
import { DECIDE_TEXTS as T, ITEM_STATUSES, type ItemStatus } from '@shortlist/contracts';
import { Select } from '@/components/ui/select';

const STATUS_OPTIONS = ITEM_STATUSES.map((s) => ({ value: s, label: T.statusLabels[s] }));

export interface StatusArrangement {
  /** null: every status. */
  status: ItemStatus | null;
  sortByStatus: boolean;
}

/** The folder page's status filter and "sort by status" switch. */
export function StatusFilterControls({
  value,
  onChange,
}: {
  value: StatusArrangement;
  onChange(value: StatusArrangement): void;
}) {
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={statusId}>{T.filterByStatus}</label>
        <Select
          id={statusId}
          className="w-40"
          value={value.status ?? ''}
          emptyOption={T.allStatuses}
          options={STATUS_OPTIONS}
          onValueChange={(next) =>
            onChange({ ...value, status: ITEM_STATUSES.find((s) => s === next) ?? null })
          }
        />
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.sortByStatus}
          onChange={(e) => onChange({ ...value, sortByStatus: e.target.checked })}
        />
        {T.sortByStatus}
      </label>
    </div>
  );
}
