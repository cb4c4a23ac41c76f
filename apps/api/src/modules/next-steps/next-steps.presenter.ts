import type { DatedStep, NextStep, ReminderLead } from '@shortlist/contracts';
import { presentCreator } from '../notes/notes.presenter';
import type { DatedStepRow, StepRow } from './next-steps.repository';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentStep(row: StepRow): NextStep {
  return {
    id: row.id,
    itemId: row.itemId,
    text: row.text,
    completed: row.completed,
    completedAt: isoOrNull(row.completedAt),
    creator: presentCreator(row),
    createdAt: new Date(row.createdAt).toISOString(),
    dueAt: isoOrNull(row.dueAt),
    assignee: presentCreator({
      creatorId: row.assigneeId,
      creatorNickname: row.assigneeNickname,
      creatorFullName: row.assigneeFullName,
      creatorAvatarUrl: row.assigneeAvatarUrl,
    }),
    remindBeforeMinutes: row.remindBeforeMinutes as ReminderLead | null,
  };
}

export function presentDatedStep(row: DatedStepRow & { canEdit: boolean }): DatedStep {
  return {
    ...presentStep(row),
    dueAt: new Date(row.dueAt!).toISOString(),
    item: { id: row.itemId, name: row.itemName },
    folder: { id: row.folderId, name: row.folderName },
    canEdit: row.canEdit,
  };
}
