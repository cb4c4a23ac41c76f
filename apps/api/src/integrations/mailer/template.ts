import type { MailMessage } from './mailer';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** http(s) links in escaped text become anchors (the text is already escaped, so `&amp;` stays inside). */
function linkify(escaped: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<]+[^\s<.,;:!?)]/g,
    (url) => `<a href="${url}" style="color:#2563eb">${url}</a>`,
  );
}

/** A code (a line of digits alone) on a line of its own is set large, so it reads at a glance and copies cleanly. */
function paragraph(block: string): string {
  const lines = block.split('\n').map((line) => linkify(escapeHtml(line)));
  if (/^\d{5,8}$/.test(block.trim()))
    return `<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${lines.join('')}</p>`;
  return `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`;
}

/**
 * The one template of every Shortlist e-mail: the plain text a feature writes (paragraphs separated by a blank
 * line) becomes the text part as is, and an HTML part with the product name, the same paragraphs and a footer.
 * Everything is escaped; the layout is one table with inline styles, which mail clients render alike.
 */
export function renderHtml(subject: string, text: string): string {
  const body = text
    .trim()
    .split(/\n{2,}/)
    .map((block) => paragraph(block))
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:24px">Shortlist</td></tr>
<tr><td>
${body}
</td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #e4e4e7;font-size:13px;color:#52525b">You receive this e-mail because of your Shortlist account or a message sent through Shortlist.</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** The message with its HTML part (kept when the feature wrote its own). */
export function withHtml(message: MailMessage): MailMessage {
  return message.html ? message : { ...message, html: renderHtml(message.subject, message.text) };
}
