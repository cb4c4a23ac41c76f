import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DECIDE_TEXTS, ITEM_STATUSES, ITEM } from '@shortlist/contracts';
import { AttributeValueInput } from '@/components/attribute-value-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { draftOf, parseDraft, rowAttribute, type CellValue } from '../lib/cells';
import type { TableColumn, TableRow } from '../lib/table-model';
import { TABLE_TEXTS } from '../lib/table-texts';

/** How an edit ended: saved (and where the active cell goes next), or cancelled. */
export type EditEnd =
  { kind: 'commit'; value: CellValue; move: 'stay' | 'next' | 'previous' } | { kind: 'cancel' };

interface CellEditorProps {
  row: TableRow;
  column: TableColumn;
  /** Where the refusal of a typed value is said (the table's message line). */
  messageId: string;
  onInvalid(message: string): void;
  onEnd(end: EditEnd): void;
}

/** Statuses a cell may set: choosing records a decision, which the Decide tab does with its confirmation. */
const CELL_STATUSES = ITEM_STATUSES.filter((s) => s !== 'chosen');

/**
 * The typed control of one cell: a text box for a price, a rating (1-10) and number or text attributes, the
 * attribute's select or toggle, the status select. A pick saves at once; a typed value saves on Enter, Tab or
 * leaving the cell, after the spec's checks; Escape cancels.
 */
export function CellEditor({ row, column, messageId, onInvalid, onEnd }: CellEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const ended = useRef(false);
  const [draft, setDraft] = useState(() => draftOf(row, column));
  const [invalid, setInvalid] = useState(false);
  const label = TABLE_TEXTS.editCell(column.header, row.name);
  const attribute = rowAttribute(row, column);
  // a select or a toggle saves what is picked; a text box saves what is typed once it is done
  const picks =
    column.kind === 'status' ||
    (!!attribute && (attribute.attributeType === 'yes_no' || attribute.options.length > 0));

  useEffect(() => {
    const control = box.current?.querySelector<HTMLElement>('input, button');
    control?.focus();
    if (control instanceof HTMLInputElement) control.select();
  }, []);

  const end = (result: EditEnd) => {
    if (ended.current) return;
    ended.current = true;
    onEnd(result);
  };
  const commitDraft = (text: string, move: 'stay' | 'next' | 'previous') => {
    const parsed = parseDraft(row, column, text);
    if (!parsed.ok) {
      setInvalid(true);
      onInvalid(parsed.message);
      return false;
    }
    end({ kind: 'commit', value: parsed.value, move });
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      end({ kind: 'cancel' });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      if (!commitDraft(draft, event.shiftKey ? 'previous' : 'next')) return;
    } else if (event.key === 'Enter' && !picks) {
      event.preventDefault();
      commitDraft(draft, 'stay');
    }
    // keys stay in the control (arrows move the caret, not the active cell)
    event.stopPropagation();
  };

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Element | null;
    // a select's list opens outside the cell: focus there is still this edit
    if (to && (box.current?.contains(to) || to.closest('[role="listbox"]'))) return;
    if (picks) end({ kind: 'cancel' });
    else if (!commitDraft(draft, 'stay')) end({ kind: 'cancel' });
  };

  const pick = (value: string) => {
    setDraft(value);
    commitDraft(value, 'stay');
  };

  const a11y = {
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? messageId : undefined,
  };
  let control;
  if (column.kind === 'status')
    control = (
      <Select
        {...a11y}
        value={draft}
        onValueChange={pick}
        options={CELL_STATUSES.map((status) => ({ value: status, label: DECIDE_TEXTS.statusLabels[status] }))}
      />
    );
  else if (attribute)
    control = (
      <AttributeValueInput
        {...a11y}
        attribute={attribute}
        value={draft}
        onChange={(value) => (picks ? pick(value) : setDraft(value))}
      />
    );
  else
    control = (
      <Input
        {...a11y}
        value={draft}
        inputMode={column.kind === 'myRating' ? 'numeric' : 'decimal'}
        maxLength={column.kind === 'myRating' ? 2 : ITEM.attributeValueMax}
        className="h-8 tabular-nums"
        onChange={(e) => {
          setDraft(e.target.value);
          setInvalid(false);
        }}
      />
    );
  return (
    <div ref={box} className="w-full" onKeyDown={onKeyDown} onBlur={onBlur}>
      {control}
    </div>
  );
}
