import type { Media } from '@shortlist/contracts';
import type { MediaRow } from './media.repository';

/** `mediaUrl`: the signed URL of each stored path (signMediaUrls). */
export function presentMedia(row: MediaRow, mediaUrl: (path: string) => string): Media {
  return {
    id: row.id,
    itemId: row.itemId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.filePath),
    thumbnailUrl: mediaUrl(row.thumbnailPath ?? row.filePath),
    uploadedBy: row.uploadedBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
