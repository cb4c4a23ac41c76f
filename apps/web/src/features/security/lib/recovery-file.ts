import { TWO_FACTOR_TEXTS as T } from '@shortlist/contracts';

/** Offers the recovery codes as a text file download. */
export function downloadRecoveryCodes(codes: string[]): void {
  const text = `${T.recoveryFileHeading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = T.recoveryFileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
