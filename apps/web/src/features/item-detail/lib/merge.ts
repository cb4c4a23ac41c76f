import {
  EDIT_CONFLICT_TEXTS,
  type EditConflict,
  ITEM_TEXTS,
  type ItemView,
  MONEY_TEXTS,
} from '@shortlist/contracts';
import { type Draft, draftFrom } from './draft';

/*
 * Review and merge after a 409 EDIT_CONFLICT: the editor's draft was staged on the item as it
 * was when edit mode opened (`base`); someone saved since (`theirs`). A field only one side changed keeps that
 * side's value; a field both changed to different values is a conflict the editor decides.
 */

type ScalarKey = 'name' | 'description' | 'sourceUrl' | 'price' | 'currency';
const SCALARS: ReadonlyArray<{ key: ScalarKey; label: string }> = [
  { key: 'name', label: ITEM_TEXTS.name },
  { key: 'description', label: ITEM_TEXTS.description },
  { key: 'sourceUrl', label: ITEM_TEXTS.link },
  { key: 'price', label: ITEM_TEXTS.price },
  { key: 'currency', label: MONEY_TEXTS.priceCurrency },
];

/** One field both people changed, to different values. `key` is the scalar's name or `attributes.<id>`. */
export interface FieldConflict {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}
export type Choice = 'mine' | 'theirs';

const same = (a: string, b: string) => a.trim() === b.trim();

interface Slot {
  key: string;
  label: string;
  base: string;
  mine: string;
  theirs: string;
}

/** Every comparable field of the three versions, as the draft holds them (text). */
function slots(base: ItemView, theirs: ItemView, draft: Draft): Slot[] {
  const b = draftFrom(base);
  const t = draftFrom(theirs);
  const out: Slot[] = SCALARS.map(({ key, label }) => ({
    key,
    label,
    base: b[key],
    mine: draft[key],
    theirs: t[key],
  }));
  for (const attribute of theirs.item.attributes) {
    const id = attribute.categoryAttributeId;
    out.push({
      key: `attributes.${id}`,
      label: attribute.name,
      base: b.attributes[id] ?? '',
      mine: draft.attributes[id] ?? b.attributes[id] ?? '',
      theirs: t.attributes[id] ?? '',
    });
  }
  return out;
}

/** The fields both changed to different values since `base`. */
export function conflictsOf(base: ItemView, theirs: ItemView, draft: Draft): FieldConflict[] {
  return slots(base, theirs, draft)
    .filter((s) => !same(s.mine, s.base) && !same(s.theirs, s.base) && !same(s.mine, s.theirs))
    .map(({ key, label, mine, theirs: value }) => ({ key, label, mine, theirs: value }));
}

/** How many of the editor's changes survive without a choice (their own fields, notes, steps, photos). */
export function keptChangesOf(base: ItemView, theirs: ItemView, draft: Draft): number {
  const own = slots(base, theirs, draft).filter(
    (s) => !same(s.mine, s.base) && (same(s.theirs, s.base) || same(s.mine, s.theirs)),
  ).length;
  return (
    own +
    draft.newNotes.length +
    Object.keys(draft.editedNotes).length +
    draft.deletedNotes.length +
    draft.newSteps.length +
    Object.keys(draft.editedSteps).length +
    draft.deletedSteps.length +
    draft.newPhotos.length +
    draft.deletedPhotos.length
  );
}

/**
 * The draft moved onto `theirs`: their values where the editor changed nothing, the editor's where only they
 * did, the chosen side for each conflict (unchosen: theirs). Edits and deletions of notes, steps and photos
 * that `theirs` no longer has are dropped. Saved with `theirs`' revision.
 */
export function rebaseDraft(
  base: ItemView,
  theirs: ItemView,
  draft: Draft,
  choices: Readonly<Record<string, Choice>>,
): Draft {
  const next: Draft = { ...draft, attributes: { ...draft.attributes } };
  for (const s of slots(base, theirs, draft)) {
    const conflict = !same(s.mine, s.base) && !same(s.theirs, s.base) && !same(s.mine, s.theirs);
    const keepMine = conflict ? choices[s.key] === 'mine' : !same(s.mine, s.base);
    const value = keepMine ? s.mine : s.theirs;
    if (s.key.startsWith('attributes.')) next.attributes[s.key.slice('attributes.'.length)] = value;
    else next[s.key as ScalarKey] = value;
  }
  const noteIds = new Set(theirs.notes.map((n) => n.id));
  const stepIds = new Set(theirs.steps.map((st) => st.id));
  const photoIds = new Set(theirs.media.map((m) => m.id));
  next.editedNotes = Object.fromEntries(Object.entries(draft.editedNotes).filter(([id]) => noteIds.has(id)));
  next.deletedNotes = draft.deletedNotes.filter((id) => noteIds.has(id));
  next.editedSteps = Object.fromEntries(Object.entries(draft.editedSteps).filter(([id]) => stepIds.has(id)));
  next.deletedSteps = draft.deletedSteps.filter((id) => stepIds.has(id));
  next.deletedPhotos = draft.deletedPhotos.filter((id) => photoIds.has(id));
  return next;
}

/** The person a 409 names, as the dialog says it. */
export function changerName(conflict: EditConflict): string {
  return conflict.changedBy?.fullName || conflict.changedBy?.nickname || EDIT_CONFLICT_TEXTS.someone;
}
