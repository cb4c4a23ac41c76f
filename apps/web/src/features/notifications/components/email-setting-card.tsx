import {
  NOTIFICATION_EMAIL_SETTINGS,
  type NotificationEmailSetting,
  NOTIFICATION_TEXTS,
} from '@shortlist/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useNotificationSettings, useUpdateEmailSetting } from '../api/notification-settings';

/** The profile's e-mail setting for notifications: off, each, or a daily digest. */
export function EmailSettingCard() {
  const { data } = useNotificationSettings();
  const update = useUpdateEmailSetting();
  const onChange = async (value: string) => {
    try {
      await update(value as NotificationEmailSetting);
      toast.success(NOTIFICATION_TEXTS.emailSettingSaved);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{NOTIFICATION_TEXTS.emailSettingTitle}</CardTitle>
        <CardDescription>{NOTIFICATION_TEXTS.emailSettingDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Select
          aria-label={NOTIFICATION_TEXTS.emailSettingTitle}
          className="max-w-xs"
          value={data?.email}
          onValueChange={(v) => void onChange(v)}
          options={NOTIFICATION_EMAIL_SETTINGS.map((value) => ({
            value,
            label: NOTIFICATION_TEXTS.emailSettingLabels[value],
          }))}
        />
      </CardContent>
    </Card>
  );
}
