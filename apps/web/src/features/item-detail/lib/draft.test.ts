import { describe, expect, it } from 'vitest';
import { ITEM, type ItemView, ORGANISE_VALIDATION, PRICE_INPUT_TEXTS } from '@shortlist/contracts';
import { fakeId, makeAttributeValue, makeItem } from '@/testing/organise-fixtures';
import { draftErrors, draftFrom } from './draft';

const roomsId = fakeId();
const kindId = fakeId();
const view: ItemView = {
  item: {
    ...makeItem({ name: 'Flat', priceCents: 1_000 }),
    creator: null,
    folderName: 'Flats',
    isFolderOwner: true,
    attributes: [
      makeAttributeValue({ categoryAttributeId: roomsId }),
      // required, but blank since before the attribute was added: saving other changes must not need it
      makeAttributeValue({
        categoryAttributeId: kindId,
        name: 'Kind',
        attributeType: 'text',
        displayOrder: 1,
        options: ['flat', 'house'],
        value: null,
      }),
    ],
  },
  notes: [],
  steps: [],
  media: [],
} as unknown as ItemView;

describe('draftErrors', () => {
  it('accepts the item as loaded', () => {
    expect(draftErrors(view, draftFrom(view))).toEqual({});
  });

  it("answers the contract's messages, keyed like the fields", () => {
    const draft = {
      ...draftFrom(view),
      name: '   ',
      description: 'x'.repeat(ITEM.descriptionMax + 1),
      sourceUrl: 'not a link',
      attributes: { [roomsId]: 'three', [kindId]: 'castle' },
      newNotes: [{ key: 'n1', title: '', content: '' }],
      newSteps: [{ key: 's1', text: ' ', completed: false }],
    };
    expect(draftErrors(view, draft)).toEqual({
      name: ORGANISE_VALIDATION.itemNameRequired,
      description: ORGANISE_VALIDATION.itemDescriptionTooLong,
      sourceUrl: ORGANISE_VALIDATION.invalidUrl,
      [`attributes.${roomsId}`]: ORGANISE_VALIDATION.attributeNumber,
      [`attributes.${kindId}`]: ORGANISE_VALIDATION.attributeOption,
      'notes.n1.title': ORGANISE_VALIDATION.noteTitleRequired,
      'steps.s1': ORGANISE_VALIDATION.stepTextRequired,
    });
  });

  it('reads the price like the Add Item form: blank is no price', () => {
    const price = (text: string) => draftErrors(view, { ...draftFrom(view), price: text }).price;
    expect(price('')).toBeUndefined();
    expect(price('12e')).toBe(PRICE_INPUT_TEXTS.notANumber);
    expect(price('-1')).toBe(ORGANISE_VALIDATION.priceRange);
    expect(price('1.234')).toBe(ORGANISE_VALIDATION.priceStep);
    expect(price(' 12.50 ')).toBeUndefined();
  });
});
