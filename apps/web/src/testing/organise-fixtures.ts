import {
  type Category,
  type CategoryAttribute,
  type FolderSummary,
  type ItemAttributeValue,
  type ItemCard,
} from '@shortlist/contracts';

/** Typed fixtures of the organise screens (folders, items, categories) for component tests. */

let counter = 0;
/** A fresh uuid-shaped id. */
export function fakeId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString().padStart(12, '0')}`;
}

import { VIEWER_ID } from './session-fixtures';

export { signedIn, VIEWER_ID } from './session-fixtures';

export function makeFolder(overrides: Partial<FolderSummary> = {}): FolderSummary {
  return {
    id: fakeId(),
    name: 'Apartments',
    description: null,
    parentFolderId: null,
    ownerId: VIEWER_ID,
    ownerNickname: 'ada',
    currency: 'USD',
    isOwned: true,
    myRole: 'owner',
    isShared: false,
    subfolderCount: 0,
    itemCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAttribute(overrides: Partial<CategoryAttribute> = {}): CategoryAttribute {
  return {
    id: fakeId(),
    name: 'Size',
    displayOrder: 0,
    isRequired: false,
    attributeType: 'text',
    defaultValue: null,
    options: [],
    unit: null,
    preference: 'none',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: fakeId(),
    name: 'Homes',
    description: 'Places to live',
    creatorId: VIEWER_ID,
    creatorNickname: 'ada',
    isOwned: true,
    isShared: false,
    usageCount: 0,
    attributes: [makeAttribute()],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeItem(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    id: fakeId(),
    folderId: fakeId(),
    name: 'Flat on Elm Street',
    description: null,
    priceCents: null,
    currency: 'USD',
    sourceUrl: null,
    categoryId: fakeId(),
    categoryName: 'Homes',
    creator: { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
    myRating: null,
    isPrivate: false,
    needsDetails: false,
    photoUrl: null,
    commentCount: 0,
    keyFacts: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A Characteristics row of the item page: "Rooms", a required number, 3. */
export function makeAttributeValue(overrides: Partial<ItemAttributeValue> = {}): ItemAttributeValue {
  return {
    categoryAttributeId: fakeId(),
    name: 'Rooms',
    attributeType: 'number',
    displayOrder: 0,
    isRequired: true,
    options: [],
    unit: null,
    preference: 'higher',
    value: '3',
    ...overrides,
  };
}
