import { z } from 'zod';
import { appUserSchema, authSessionSchema, emailSchema, fullNameSchema, nicknameSchema } from './auth';
import { okSchema, stripScripts } from './common';
import { defineEndpoint } from './endpoint';
import { ACCOUNT, VERIFICATION_CODE } from './limits';
import { AUTH_VALIDATION, PASSWORD_CHANGE, PROFILE_VALIDATION } from './messages/index';

/** A 5-digit verification code (password reset, e-mail change). */
export const verificationCodeSchema = z
  .string({ error: PROFILE_VALIDATION.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), PROFILE_VALIDATION.codeFormat);

/** The new address of an e-mail change: required, e-mail shaped, at most 255 characters; lower-cased. */
export const newEmailSchema = z
  .string({ error: PROFILE_VALIDATION.newEmailRequired })
  .trim()
  .min(1, PROFILE_VALIDATION.newEmailRequired)
  .max(ACCOUNT.emailMax, PROFILE_VALIDATION.newEmailInvalid)
  .pipe(z.email({ error: PROFILE_VALIDATION.newEmailInvalid }))
  .transform((email) => email.toLowerCase());

/** UTF-8 byte length, counted by hand (contracts has no DOM types). */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A new password in the password-change dialog and the reset flow: the dialog's own messages. */
export const changedPasswordSchema = z
  .string({ error: PASSWORD_CHANGE.newTooShort })
  .min(ACCOUNT.passwordMin, PASSWORD_CHANGE.newTooShort)
  .refine((p) => utf8Bytes(p) <= ACCOUNT.passwordMaxBytes, AUTH_VALIDATION.passwordTooLong);

// ---------------------------------------------------------------------------------------------------------
// Forgot password (public): send_code -> verify_code -> reset_password

export const passwordResetSendCodeSchema = z.object({ email: emailSchema });
export const passwordResetVerifyCodeSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export const passwordResetSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: changedPasswordSchema,
});

/** The forgot-password form's last step: the new password and its confirmation, which must match. */
export const resetPasswordFormSchema = z
  .object({ newPassword: changedPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_CHANGE.doNotMatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The same answer whether or not an account exists for the address. */
export const codeSentResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// E-mail change (signed in): send_code (to the current address) -> verify_code -> change_email

export const emailChangeVerifyCodeSchema = z.object({ code: verificationCodeSchema });
export const emailChangeSchema = z.object({ code: verificationCodeSchema, newEmail: newEmailSchema });
export const emailChangeResponseSchema = z.object({ user: appUserSchema });

// ---------------------------------------------------------------------------------------------------------
// Password change (signed in)

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE.currentRequired })
    .min(1, PASSWORD_CHANGE.currentRequired),
  newPassword: changedPasswordSchema,
});

/** The password-change dialog: required current password, new (min 6, different) and matching confirmation. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_CHANGE.currentRequired),
    newPassword: changedPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.currentPassword && v.newPassword && v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_CHANGE.mustDiffer });
    }
    if (v.confirmPassword !== v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_CHANGE.doNotMatch });
    }
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile edit

/** Full name and nickname: script tags stripped and trimmed before the spec's rules apply. */
export const profileUpdateSchema = z.object({
  fullName: z
    .string({ error: PROFILE_VALIDATION.requiredFields })
    .transform(stripScripts)
    .pipe(fullNameSchema),
  nickname: z
    .string({ error: PROFILE_VALIDATION.requiredFields })
    .transform(stripScripts)
    .pipe(nicknameSchema),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export const profileUpdateResponseSchema = z.object({ user: appUserSchema });

export const accountDeletedResponseSchema = z.object({ message: z.string() });

export const accountEndpoints = {
  passwordResetSendCode: defineEndpoint({
    method: 'post',
    path: '/api/account/password-reset/send-code',
    summary:
      'Send a 5-digit reset code to the address if an account has it (same answer and timing either way)',
    tag: 'account',
    auth: false,
    body: passwordResetSendCodeSchema,
    response: codeSentResponseSchema,
  }),
  passwordResetVerifyCode: defineEndpoint({
    method: 'post',
    path: '/api/account/password-reset/verify-code',
    summary: `Check a reset code without using it (at most ${VERIFICATION_CODE.maxWrongTries} wrong tries per code)`,
    tag: 'account',
    auth: false,
    body: passwordResetVerifyCodeSchema,
    response: okSchema,
  }),
  passwordReset: defineEndpoint({
    method: 'post',
    path: '/api/account/password-reset',
    summary: 'Set a new password with a valid reset code; every session of the account ends',
    tag: 'account',
    auth: false,
    body: passwordResetSchema,
    response: okSchema,
  }),
  emailChangeSendCode: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change/send-code',
    summary: 'Send a 5-digit code to the current address of the signed-in user',
    tag: 'account',
    auth: true,
    response: okSchema,
  }),
  emailChangeVerifyCode: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change/verify-code',
    summary: 'Check an e-mail change code without using it',
    tag: 'account',
    auth: true,
    body: emailChangeVerifyCodeSchema,
    response: okSchema,
  }),
  emailChange: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change',
    summary: 'Change the e-mail address with a valid code; a confirmation goes to the old address',
    tag: 'account',
    auth: true,
    body: emailChangeSchema,
    response: emailChangeResponseSchema,
  }),
  passwordChange: defineEndpoint({
    method: 'post',
    path: '/api/account/password',
    summary: 'Change the password; other sessions end and this one gets a fresh session',
    tag: 'account',
    auth: true,
    body: passwordChangeSchema,
    response: authSessionSchema,
  }),
  deleteAccount: defineEndpoint({
    method: 'delete',
    path: '/api/account',
    summary: `Mark the account deleted and end every session; data is purged after ${ACCOUNT.deletionRetentionDays} days`,
    tag: 'account',
    auth: true,
    response: accountDeletedResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'patch',
    path: '/api/profile',
    summary: 'Update full name and nickname (unique, case-insensitive)',
    tag: 'account',
    auth: true,
    body: profileUpdateSchema,
    response: profileUpdateResponseSchema,
  }),
};
