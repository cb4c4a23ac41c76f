import {
  SECURITY_EVENT_LABELS,
  SECURITY_MAIL_TEXTS as T,
  SESSIONS_TEXTS,
  type SecurityEventKind,
} from '@shortlist/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { describeDevice } from './device';

/** "2026-12-02 03:20 UTC": the same for every reader, whatever their time zone. */
function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function deviceLine(userAgent: string | null, ip: string | null): string {
  const device = describeDevice(userAgent);
  const label = SESSIONS_TEXTS.deviceLabel(
    device.browser ?? SESSIONS_TEXTS.unknownBrowser,
    device.system ?? SESSIONS_TEXTS.unknownSystem,
  );
  return ip ? `${label} (${ip})` : label;
}

/** The mail of a security event: what happened, when, on which device, and the link to review sessions. */
export function securityEventMail(input: {
  to: string;
  kind: SecurityEventKind;
  newDeviceSignIn: boolean;
  detail: string | null;
  userAgent: string | null;
  ip: string | null;
  at: Date;
  reviewLink: string;
}): MailMessage {
  const label = SECURITY_EVENT_LABELS[input.kind];
  const what = input.newDeviceSignIn
    ? T.newDeviceWhat
    : input.detail && input.kind !== 'sign_in'
      ? `${label}: ${input.detail}`
      : label;
  return {
    to: input.to,
    subject: input.newDeviceSignIn ? T.newDeviceSubject : T.subject(label),
    text: T.text(what, deviceLine(input.userAgent, input.ip), utcMinute(input.at), input.reviewLink),
  };
}
