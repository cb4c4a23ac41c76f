import {
  isCentPrecise,
  isHttpUrl,
  ITEM,
  ITEM_EDIT,
  type ItemChanges,
  type ItemView,
  ORGANISE_VALIDATION,
  dollarsToCents,
  PRICE_INPUT_TEXTS,
} from '@shortlist/contracts';
import { isPriceText } from '@/lib/price-text';

export interface StagedNote {
  key: string;
  title: string;
  content: string;
}
export interface StagedStep {
  key: string;
  text: string;
  completed: boolean;
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
  /** The price input's text in dollars ('' = no price). */
  price: string;
  /** 0 = not rated. */
  rating: number;
  attributes: Record<string, string>;
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
    price: item.priceCents === null ? '' : (item.priceCents / 100).toFixed(2),
    rating: item.myRating ?? 0,
    attributes: Object.fromEntries(item.attributes.map((a) => [a.categoryAttributeId, a.value ?? ''])),
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
      create: draft.newSteps.map(({ text, completed }) => ({ text, completed })),
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

/** The spec's limits for edit mode (folders §5 "Item edit"), keyed like the fields. */
export function draftErrors(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.name.trim() === '') errors.name = ORGANISE_VALIDATION.itemNameRequired;
  else if (draft.name.trim().length > ITEM.nameMax) errors.name = ORGANISE_VALIDATION.itemNameTooLong;
  if (draft.description.trim().length > ITEM.descriptionMax)
    errors.description = ORGANISE_VALIDATION.itemDescriptionTooLong;
  if (draft.sourceUrl.trim() !== '' && !isHttpUrl(draft.sourceUrl.trim()))
    errors.sourceUrl = ORGANISE_VALIDATION.invalidUrl;
  if (draft.price.trim() !== '') {
    const dollars = Number(draft.price);
    if (!isPriceText(draft.price)) errors.price = PRICE_INPUT_TEXTS.notANumber;
    else if (dollars < ITEM.priceMin || dollars > ITEM.priceMax)
      errors.price = ORGANISE_VALIDATION.priceRange;
    else if (!isCentPrecise(dollars)) errors.price = ORGANISE_VALIDATION.priceStep;
  }
  for (const [id, value] of Object.entries(draft.attributes))
    if (value.trim().length > ITEM.attributeValueMax)
      errors[`attributes.${id}`] = ORGANISE_VALIDATION.attributeValueTooLong;
  const noteErrors = (key: string, note: { title: string; content: string }) => {
    if (note.title.trim() === '') errors[`${key}.title`] = ORGANISE_VALIDATION.noteTitleRequired;
    else if (note.title.trim().length > ITEM.noteTitleMax)
      errors[`${key}.title`] = ORGANISE_VALIDATION.noteTitleTooLong;
    if (note.content.trim().length > ITEM.noteContentMax)
      errors[`${key}.content`] = ORGANISE_VALIDATION.noteContentTooLong;
  };
  draft.newNotes.forEach((n) => noteErrors(`notes.${n.key}`, n));
  Object.entries(draft.editedNotes).forEach(([id, n]) => noteErrors(`notes.${id}`, n));
  const stepErrors = (key: string, text: string) => {
    if (text.trim() === '') errors[key] = ORGANISE_VALIDATION.stepTextRequired;
    else if (text.trim().length > ITEM_EDIT.stepTextMax) errors[key] = ORGANISE_VALIDATION.stepTextTooLong;
  };
  draft.newSteps.forEach((s) => stepErrors(`steps.${s.key}`, s.text));
  Object.entries(draft.editedSteps).forEach(([id, s]) => stepErrors(`steps.${id}`, s.text));
  return errors;
}

let sequence = 0;
/** A local key for staged entries (they have no id until saved). */
export function stagedKey(): string {
  sequence += 1;
  return `staged-${sequence}`;
}
