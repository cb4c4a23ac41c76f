import {
  attributeValueIssue,
  amountText,
  attributeValuesSchema,
  dollarsToCents,
  itemFieldChangesSchema,
  type ItemChanges,
  type ItemView,
  noteInputSchema,
  stepTextSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { priceTextSchema } from '@/lib/price-text';
import { chosenSchedule, type StepScheduleInput } from './step-schedule';

export interface StagedNote {
  key: string;
  title: string;
  content: string;
}
export interface StagedStep {
  key: string;
  text: string;
  completed: boolean;
  /** The due date, assignee and reminder chosen as it was added. */
  schedule?: StepScheduleInput;
}
export interface StagedPhoto {
  key: string;
  file: File;
  previewUrl: string;
}

/** Everything edit mode stages locally until "Save Changes" (folders §4). */
export interface Draft {
  name: string;
  description: string;
  sourceUrl: string;
  /** The price input's text, in `currency` ('' = no price). */
  price: string;
  /** The price's currency (ISO 4217). */
  currency: string;
  /** 0 = not rated. */
  rating: number;
  attributes: Record<string, string>;
  /** Only the creator sees the item; only the creator is offered the switch. */
  isPrivate: boolean;
  newNotes: StagedNote[];
  editedNotes: Record<string, { title: string; content: string }>;
  deletedNotes: string[];
  newSteps: StagedStep[];
  editedSteps: Record<string, { text: string; completed: boolean }>;
  deletedSteps: string[];
  newPhotos: StagedPhoto[];
  deletedPhotos: string[];
}

export function draftFrom(view: ItemView): Draft {
  const { item } = view;
  return {
    name: item.name,
    description: item.description ?? '',
    sourceUrl: item.sourceUrl ?? '',
    price: item.priceCents === null ? '' : amountText(item.priceCents),
    currency: item.currency,
    rating: item.myRating ?? 0,
    attributes: Object.fromEntries(item.attributes.map((a) => [a.categoryAttributeId, a.value ?? ''])),
    isPrivate: item.isPrivate,
    newNotes: [],
    editedNotes: {},
    deletedNotes: [],
    newSteps: [],
    editedSteps: {},
    deletedSteps: [],
    newPhotos: [],
    deletedPhotos: [],
  };
}

function priceCents(price: string): number | null {
  return price.trim() === '' ? null : dollarsToCents(Number(price));
}

/** What the draft changes, as the save request's `changes` (unchanged parts left out). */
export function changesOf(view: ItemView, draft: Draft): ItemChanges {
  const { item } = view;
  const fields: NonNullable<ItemChanges['fields']> = {};
  if (draft.name.trim() !== item.name) fields.name = draft.name;
  if ((draft.description.trim() || null) !== item.description) fields.description = draft.description;
  if ((draft.sourceUrl.trim() || null) !== item.sourceUrl) fields.sourceUrl = draft.sourceUrl;
  const cents = priceCents(draft.price);
  if (cents !== item.priceCents) fields.priceCents = cents;
  if (draft.currency !== item.currency) fields.currency = draft.currency;
  if (draft.isPrivate !== item.isPrivate) fields.isPrivate = draft.isPrivate;
  const attributeValues: Record<string, string> = {};
  for (const a of item.attributes) {
    const value = draft.attributes[a.categoryAttributeId] ?? '';
    if (value.trim() !== (a.value ?? '')) attributeValues[a.categoryAttributeId] = value;
  }
  const notesById = new Map(view.notes.map((n) => [n.id, n]));
  const stepsById = new Map(view.steps.map((s) => [s.id, s]));
  return {
    fields,
    attributeValues,
    ...(draft.rating !== (item.myRating ?? 0) ? { rating: draft.rating } : {}),
    notes: {
      create: draft.newNotes.map(({ title, content }) => ({ title, content })),
      update: Object.entries(draft.editedNotes)
        .filter(([id, n]) => {
          const old = notesById.get(id);
          return (
            old && !draft.deletedNotes.includes(id) && (old.title !== n.title || old.content !== n.content)
          );
        })
        .map(([id, n]) => ({ id, ...n })),
      delete: draft.deletedNotes,
    },
    steps: {
      create: draft.newSteps.map(({ text, completed, schedule }) => ({
        text,
        completed,
        ...chosenSchedule(schedule),
      })),
      update: Object.entries(draft.editedSteps)
        .filter(([id, s]) => {
          const old = stepsById.get(id);
          return (
            old && !draft.deletedSteps.includes(id) && (old.text !== s.text || old.completed !== s.completed)
          );
        })
        .map(([id, s]) => ({ id, ...s })),
      delete: draft.deletedSteps,
    },
    media: { delete: draft.deletedPhotos },
  };
}

/** True when saving would change anything. */
export function isDirty(view: ItemView, draft: Draft): boolean {
  const c = changesOf(view, draft);
  return (
    Object.keys(c.fields ?? {}).length > 0 ||
    Object.keys(c.attributeValues ?? {}).length > 0 ||
    c.rating !== undefined ||
    draft.newPhotos.length > 0 ||
    [c.notes, c.steps].some(
      (l) => (l?.create?.length ?? 0) + (l?.update?.length ?? 0) + (l?.delete?.length ?? 0) > 0,
    ) ||
    draft.deletedPhotos.length > 0
  );
}

/** Puts the first message of each path a schema refuses into `errors`, keyed `<prefix>.<path>`. */
function collect(
  errors: Record<string, string>,
  prefix: string,
  result: z.ZodSafeParseResult<unknown>,
): void {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[key] ??= issue.message;
  }
}

/**
 * The save request's rules (folders §5 "Item edit") on the draft, keyed like the fields: the contract's item
 * field, note and step schemas, the typed-price schema, and for each changed attribute value its length and
 * `attributeValueIssue` (unchanged values were accepted when saved, as the server sees it too).
 */
export function draftErrors(view: ItemView, draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  const { name, description, sourceUrl } = draft;
  collect(errors, '', itemFieldChangesSchema.safeParse({ name, description, sourceUrl }));
  if (draft.price.trim() !== '') collect(errors, 'price', priceTextSchema.safeParse(draft.price));
  for (const attribute of view.item.attributes) {
    const id = attribute.categoryAttributeId;
    const value = draft.attributes[id] ?? '';
    if (value.trim() === (attribute.value ?? '')) continue;
    const parsed = attributeValuesSchema.safeParse({ [id]: value });
    if (!parsed.success) collect(errors, 'attributes', parsed);
    else {
      const issue = attributeValueIssue(attribute, parsed.data[id] ?? '');
      if (issue) errors[`attributes.${id}`] = issue;
    }
  }
  draft.newNotes.forEach((n) => collect(errors, `notes.${n.key}`, noteInputSchema.safeParse(n)));
  Object.entries(draft.editedNotes).forEach(([id, n]) =>
    collect(errors, `notes.${id}`, noteInputSchema.safeParse(n)),
  );
  draft.newSteps.forEach((s) => collect(errors, `steps.${s.key}`, stepTextSchema.safeParse(s.text)));
  Object.entries(draft.editedSteps).forEach(([id, s]) =>
    collect(errors, `steps.${id}`, stepTextSchema.safeParse(s.text)),
  );
  return errors;
}

let sequence = 0;
/** A local key for staged entries (they have no id until saved). */
export function stagedKey(): string {
  sequence += 1;
  return `staged-${sequence}`;
}
