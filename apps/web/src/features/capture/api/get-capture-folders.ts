import { captureEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The folders the Capture screen offers, most recently used first. */
export function useCaptureFolders() {
  return useApi(captureEndpoints.folders, {});
}
