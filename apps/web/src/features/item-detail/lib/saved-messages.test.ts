import { describe, expect, it } from 'vitest';
import { ORGANISE_SUCCESS } from '@shortlist/contracts';
import { savedMessages } from './saved-messages';

describe('savedMessages', () => {
  it('says "Item updated successfully!" for any save', () => {
    expect(savedMessages({ fields: { name: 'Flat' } }, 0)).toEqual([ORGANISE_SUCCESS.itemUpdated]);
  });

  it('adds the photo and rating toasts of folders §8 for what the save did', () => {
    expect(savedMessages({ rating: 0, media: { delete: ['p1'] } }, 2)).toEqual([
      ORGANISE_SUCCESS.itemUpdated,
      'Images uploaded successfully!',
      'Image deleted successfully!',
      'Rating removed successfully!',
    ]);
  });

  it('says nothing about the rating when it is set rather than cleared', () => {
    expect(savedMessages({ rating: 7 }, 0)).toEqual([ORGANISE_SUCCESS.itemUpdated]);
  });
});
