import { useCallback } from 'react';
import { DATA_EXPORT, dataExportEndpoints, type DataExportStatus } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useApi } from '@/lib/swr';

/** My latest "Download my data" archive, polled while it is being built. */
export function useDataExport() {
  return useApi(
    dataExportEndpoints.status,
    {},
    {
      refreshInterval: (data?: DataExportStatus) =>
        data?.export?.state === 'pending' ? DATA_EXPORT.pollMs : 0,
    },
  );
}

export function useRequestDataExport() {
  return useCallback(() => callEndpoint(dataExportEndpoints.request), []);
}
