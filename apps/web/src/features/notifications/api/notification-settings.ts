import { useCallback } from 'react';
import { type NotificationEmailSetting, notificationsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey, useApi } from '@/lib/swr';

export function useNotificationSettings() {
  return useApi(notificationsEndpoints.getSettings, {});
}

export function useUpdateEmailSetting() {
  const revalidate = useRevalidate();
  return useCallback(
    async (email: NotificationEmailSetting) => {
      const settings = await callEndpoint(notificationsEndpoints.updateSettings, { body: { email } });
      await revalidate(apiKey(notificationsEndpoints.getSettings));
      return settings;
    },
    [revalidate],
  );
}

/** Mutes or unmutes a folder's notifications for the caller. */
export function useMuteFolder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, muted: boolean) => {
      const result = await callEndpoint(notificationsEndpoints.muteFolder, {
        params: { id: folderId },
        body: { muted },
      });
      await revalidate(apiKey(notificationsEndpoints.getSettings));
      return result;
    },
    [revalidate],
  );
}
