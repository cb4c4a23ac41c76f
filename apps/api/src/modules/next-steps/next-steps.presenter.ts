import type { NextStep } from '@shortlist/contracts';
import { presentCreator } from '../notes/notes.presenter';
import type { StepRow } from './next-steps.repository';

export function presentStep(row: StepRow): NextStep {
  return {
    id: row.id,
    itemId: row.itemId,
    text: row.text,
    completed: row.completed,
    completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
    creator: presentCreator(row),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
