import { useCallback } from 'react';
import { templatesEndpoints, type TemplateStartInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** "Start" on a template: its category and (unless into a folder) its folder, made in one transaction. */
export function useStartTemplate() {
  const revalidate = useRevalidate();
  return useCallback(
    async (input: TemplateStartInput) => {
      const started = await callEndpoint(templatesEndpoints.start, { body: input });
      await revalidate('/api/folders', '/api/categories', '/api/capture');
      return started;
    },
    [revalidate],
  );
}
