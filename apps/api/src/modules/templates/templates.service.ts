import {
  CHECKLIST_ITEMS,
  categoryInputSchema,
  findFolderTemplate,
  type FolderChecklist,
  TEMPLATE_ERRORS,
  type TemplateStartInput,
} from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { createCategoryInTransaction } from '../categories/categories.service';
import { createTopFolderInTransaction } from '../folders/folders.service';
import { findChecklistCounts } from './templates.repository';

/**
 * "Start" on a template: its category (through the category dialog's own rules, so a Basic user who already has
 * one is refused with the plan's message) and a top-level folder for it, in one transaction: either both
 * exist afterwards or neither. Into an existing folder the caller can edit (404 otherwise): the category only.
 */
export async function startFromTemplate(
  deps: AppDeps,
  user: SessionUser,
  input: TemplateStartInput,
): Promise<{ folderId: string; categoryId: string }> {
  const template = findFolderTemplate(input.templateId);
  if (!template) throw errors.validation({ templateId: TEMPLATE_ERRORS.unknown }, TEMPLATE_ERRORS.unknown);
  const category = categoryInputSchema.parse(template.category);
  const now = deps.clock.now();
  const into = input.folderId;
  if (into) await requireFolderAccess(deps.database.db, user.id, into, 'edit');
  return deps.database.db.transaction(async (tx) => {
    const categoryId = await createCategoryInTransaction(tx, user, category, now);
    if (into) return { folderId: into, categoryId };
    const folderId = await createTopFolderInTransaction(tx, {
      name: template.folderName,
      description: null,
      ownerId: user.id,
      now,
      currency: input.currency,
      templateId: template.id,
    });
    return { folderId, categoryId };
  });
}

/**
 * A folder's checklist for its owner, derived from the folder's state: two items added, two of them rated by
 * the owner, Decide opened (or the decision made). null for a folder not started from a template and for
 * anyone but the tree's owner; 404 for a folder the caller cannot see.
 */
export async function folderChecklist(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<FolderChecklist> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const counts = await findChecklistCounts(db, user.id, folderId);
  if (!counts?.templateId || access.treeOwnerId !== user.id) return null;
  const steps = [
    { step: 'add' as const, done: counts.items >= CHECKLIST_ITEMS },
    { step: 'rate' as const, done: counts.rated >= CHECKLIST_ITEMS },
    { step: 'decide' as const, done: counts.decided },
  ];
  return {
    templateId: counts.templateId,
    items: counts.items,
    rated: counts.rated,
    decided: counts.decided,
    steps,
    done: steps.every((s) => s.done),
  };
}
