import { Bell, BellOff } from 'lucide-react';
import { NOTIFICATION_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useMuteFolder, useNotificationSettings } from '../api/notification-settings';

/** Mutes or unmutes the notifications of a folder (and everything in it) for the signed-in person. */
export function MuteFolderButton({ folderId }: { folderId: string }) {
  const { data } = useNotificationSettings();
  const mute = useMuteFolder();
  const muted = data?.mutedFolderIds.includes(folderId) ?? false;
  const toggle = async () => {
    try {
      await mute(folderId, !muted);
      toast.success(muted ? NOTIFICATION_TEXTS.folderUnmuted : NOTIFICATION_TEXTS.folderMuted);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void toggle()} aria-pressed={muted} disabled={!data}>
      {muted ? <BellOff className="size-4" /> : <Bell className="size-4" />}
      {muted ? NOTIFICATION_TEXTS.unmuteFolder : NOTIFICATION_TEXTS.muteFolder}
    </Button>
  );
}
