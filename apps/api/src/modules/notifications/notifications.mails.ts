import {
  APP_PATHS,
  appUrl,
  NOTIFICATION_TEXTS,
  NOTIFICATIONS,
  renderNotification,
} from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer/mailer';

interface Mailable {
  kind: string;
  payload: Record<string, unknown>;
  folderId: string | null;
}

function link(publicUrl: string, n: Mailable): string {
  return appUrl(publicUrl, n.folderId ? APP_PATHS.folder(n.folderId) : APP_PATHS.app);
}

/** One notification, mailed on its own (the "each" setting). */
export function notificationMail(to: string, publicUrl: string, n: Mailable): MailMessage {
  const { title, body } = renderNotification(n.kind, n.payload);
  return {
    to,
    subject: `Shortlist: ${title}`,
    text: `${title}\n\n${body}\n\n${link(publicUrl, n)}\n\n${NOTIFICATION_TEXTS.mailFooter}\n`,
  };
}

/**
 * The day's notifications of one person in one mail (the "daily" setting), grouped by folder (the folder of
 * the newest first), newest first within each; what is about no folder comes last.
 */
export function digestMail(to: string, publicUrl: string, list: readonly Mailable[]): MailMessage {
  const shown = list.slice(0, NOTIFICATIONS.digestListMax);
  const groups = new Map<string, Mailable[]>();
  for (const n of shown) {
    const key = n.folderId ?? '';
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0));
  const lines = ordered.flatMap(([folderId, group]) => {
    const folderName = group.map((n) => n.payload.folderName).find((v) => typeof v === 'string');
    const heading = folderId && folderName ? String(folderName) : NOTIFICATION_TEXTS.digestElsewhere;
    return [
      heading,
      ...group.map((n) => {
        const { title, body } = renderNotification(n.kind, n.payload);
        return `- ${title}\n  ${body}\n  ${link(publicUrl, n)}`;
      }),
      '',
    ];
  });
  const more = list.length - shown.length;
  return {
    to,
    subject: NOTIFICATION_TEXTS.digestSubject(list.length),
    text: [
      NOTIFICATION_TEXTS.digestIntro,
      '',
      ...lines,
      ...(more > 0 ? [NOTIFICATION_TEXTS.digestMore(more), ''] : []),
      NOTIFICATION_TEXTS.mailFooter,
      '',
    ].join('\n'),
  };
}
