import { createHash, randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@shortlist/contracts';

// no 0/O, 1/I/L: a code read off paper is typed right
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code as shown: two groups of five ("K7M2P-XQ9RT"), about 49 bits of chance. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < TWO_FACTOR.recoveryCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  const half = TWO_FACTOR.recoveryCodeLength / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** What is stored of a code: the SHA-256 of it without dashes or spaces, upper-cased (as typed or as shown). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');
}

/** A code typed in the second step looks like a recovery code rather than an app's digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.replace(/[\s-]+/g, '').length === TWO_FACTOR.recoveryCodeLength;
}
