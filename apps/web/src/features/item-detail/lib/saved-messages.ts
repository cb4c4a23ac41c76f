import { type ItemChanges, ORGANISE_SUCCESS } from '@shortlist/contracts';

/**
 * The success toasts of a staged save (folders §8): "Item updated successfully!", then what the save did to
 * photos and the rating, as the spec's separate writes would have said it ("Images uploaded successfully!",
 * "Image deleted successfully!", "Rating removed successfully!"). The save itself is one request.
 */
export function savedMessages(changes: ItemChanges, uploadedPhotos: number): string[] {
  const messages: string[] = [ORGANISE_SUCCESS.itemUpdated];
  if (uploadedPhotos > 0) messages.push(ORGANISE_SUCCESS.imagesUploaded);
  if ((changes.media?.delete?.length ?? 0) > 0) messages.push(ORGANISE_SUCCESS.imageDeleted);
  if (changes.rating === 0) messages.push(ORGANISE_SUCCESS.ratingRemoved);
  return messages;
}
