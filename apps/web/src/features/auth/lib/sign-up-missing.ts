import { AUTH_FORM_TEXTS } from '@shortlist/contracts';
import type { CheckStatus } from '../hooks/use-debounced-check';

const M = AUTH_FORM_TEXTS.signUpMissing;

export interface SignUpState {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  nickname: string;
  /** Whether the e-mail and nickname pass their field rules (only then are they checked). */
  emailValid: boolean;
  nicknameValid: boolean;
  emailStatus: CheckStatus;
  nicknameStatus: CheckStatus;
  referralStatus: CheckStatus;
}

/**
 * What keeps Sign Up's button disabled, in the form's order: the same conditions the button is enabled on (every
 * required field filled, the e-mail and nickname checked and free, a referral code either absent or valid). A
 * check still running is not listed: the field says it is checking and the button shows it is busy.
 */
export function signUpMissing(s: SignUpState): string[] {
  const missing: string[] = [];
  const blank = (v: string) => v.trim() === '';

  if (blank(s.email)) missing.push(M.email);
  else if (!s.emailValid) missing.push(M.emailInvalid);
  else if (s.emailStatus === 'rejected') missing.push(M.emailTaken);
  else if (s.emailStatus === 'failed') missing.push(M.emailCheckFailed);

  if (blank(s.password)) missing.push(M.password);
  if (blank(s.confirmPassword)) missing.push(M.confirmPassword);
  if (blank(s.fullName)) missing.push(M.fullName);

  if (blank(s.nickname)) missing.push(M.nickname);
  else if (!s.nicknameValid) missing.push(M.nicknameInvalid);
  else if (s.nicknameStatus === 'rejected') missing.push(M.nicknameTaken);
  else if (s.nicknameStatus === 'failed') missing.push(M.nicknameCheckFailed);

  if (s.referralStatus === 'rejected') missing.push(M.referralInvalid);
  else if (s.referralStatus === 'failed') missing.push(M.referralCheckFailed);
  return missing;
}
