import { DECIDE_TEXTS as T, ITEM_STATUSES, type ItemStatus } from '@shortlist/contracts';

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
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        {T.filterByStatus}
        <select
          className="h-9 rounded-md border border-input bg-background px-2"
          value={value.status ?? ''}
          onChange={(e) => onChange({ ...value, status: (e.target.value || null) as ItemStatus | null })}
        >
          <option value="">{T.allStatuses}</option>
          {ITEM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {T.statusLabels[s]}
            </option>
          ))}
        </select>
      </label>
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
