import { useCallback } from 'react';
import { linkImportEndpoints, type LinkPreviewRequest } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** "Fill from link": reads a product page on the server (Premium) and answers the values to fill in. */
export function usePreviewLink() {
  return useCallback(
    (folderId: string, body: LinkPreviewRequest) =>
      callEndpoint(linkImportEndpoints.preview, { params: { id: folderId }, body }),
    [],
  );
}
