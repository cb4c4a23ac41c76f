import type { Media } from '@shortlist/contracts';
import type { MediaStorage } from '../../integrations/storage';
import type { MediaRow } from './media.repository';

export function presentMedia(row: MediaRow, storage: MediaStorage): Media {
  return {
    id: row.id,
    itemId: row.itemId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    url: storage.publicUrl(row.filePath),
    thumbnailUrl: storage.publicUrl(row.thumbnailPath ?? row.filePath),
    uploadedBy: row.uploadedBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
