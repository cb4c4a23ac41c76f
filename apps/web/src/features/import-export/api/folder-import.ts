import { useCallback } from 'react';
import {
  categoriesEndpoints,
  folderImportEndpoints,
  type ImportPlanInput,
  type ImportReadInput,
  type ImportRunInput,
} from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { useApi } from '@/lib/swr';

/** The sheet read on the server: columns, their kinds of values and the guessed mapping. */
export function readSheet(folderId: string, body: ImportReadInput) {
  return callEndpoint(folderImportEndpoints.read, { params: { id: folderId }, body });
}

/** Every row checked; the first ones come back with their problems. */
export function previewImport(folderId: string, body: ImportPlanInput) {
  return callEndpoint(folderImportEndpoints.preview, { params: { id: folderId }, body });
}

/** My imports into the folder that can still be undone. */
export function useFolderImports(folderId: string | null) {
  return useApi(folderImportEndpoints.list, folderId ? { params: { id: folderId } } : null);
}

/** The import (its upload's progress reported 0..1) and its undo; the folder is read again after each. */
export function useImportActions(folderId: string) {
  const revalidate = useRevalidate();
  const after = useCallback(
    () => revalidate(`/api/folders/${folderId}`, '/api/categories'),
    [folderId, revalidate],
  );
  const run = useCallback(
    async (body: ImportRunInput, onUploadProgress: (fraction: number) => void) => {
      const batch = await callEndpoint(folderImportEndpoints.run, {
        params: { id: folderId },
        body,
        onUploadProgress,
      });
      await after();
      return batch;
    },
    [folderId, after],
  );
  const undo = useCallback(
    async (batchId: string) => {
      const done = await callEndpoint(folderImportEndpoints.undo, { params: { id: folderId, batchId } });
      await after();
      return done;
    },
    [folderId, after],
  );
  return { run, undo };
}

/** The categories the folder's items may use, with their attributes (null: the dialog is closed). */
export function useImportCategories(folderId: string | null) {
  return useApi(categoriesEndpoints.availableForFolder, folderId ? { params: { id: folderId } } : null);
}
