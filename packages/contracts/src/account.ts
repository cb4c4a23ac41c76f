import { z } from 'zod';
import { appUserSchema, authSessionSchema, emailSchema, fullNameSchema, nicknameSchema } from './auth';
import { okSchema, stripScripts } from './common';
import { defineEndpoint } from './endpoint';
import { ACCOUNT, ACCOUNT_LINKS, VERIFICATION_CODE } from './limits';
import { ACCOUNT_ERRORS, AUTH_VALIDATION, PASSWORD_CHANGE, PROFILE_VALIDATION } from './messages/index';

/** A verification code of VERIFICATION_CODE.length digits (password reset, e-mail change). */
export const verificationCodeSchema = z
  .string({ error: PROFILE_VALIDATION.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), PROFILE_VALIDATION.codeFormat);

/** The new address of an e-mail change: required, e-mail shaped, at most ACCOUNT.emailMax characters; lower-cased. */
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
export type PasswordResetSendCode = z.input<typeof passwordResetSendCodeSchema>;
/** A form that asks only for the code (the second step of the reset and of the e-mail change). */
export const verificationCodeFormSchema = z.object({ code: verificationCodeSchema });
export type VerificationCodeForm = z.input<typeof verificationCodeFormSchema>;
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
// E-mail change (signed in), accounts §4: send_code (a code to the CURRENT address) -> verify_code (the code)
// -> change_email (the code again and the new address); the new address gets a confirmation link, the old one a
// notice with an undo link

export const emailChangeVerifyCodeSchema = verificationCodeFormSchema;
/** The last step: the verified code (used up here) and the new address. */
export const emailChangeSchema = z.object({ code: verificationCodeSchema, newEmail: newEmailSchema });
/** The new-address form of the last step (the code is the one already verified). */
export const newEmailFormSchema = z.object({ newEmail: newEmailSchema });
export type NewEmailForm = z.input<typeof newEmailFormSchema>;
export const emailChangeResponseSchema = z.object({ user: appUserSchema });

/** The token of an e-mail link (undo, confirmation): opaque, base64url. */
export const linkTokenSchema = z
  .string({ error: ACCOUNT_ERRORS.invalidLink })
  .trim()
  .min(16, ACCOUNT_ERRORS.invalidLink)
  .max(200, ACCOUNT_ERRORS.invalidLink)
  .regex(/^[A-Za-z0-9_-]+$/, ACCOUNT_ERRORS.invalidLink);
export const linkTokenBodySchema = z.object({ token: linkTokenSchema });
export const messageResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Password change (signed in)

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE.currentRequired })
    .min(1, PASSWORD_CHANGE.currentRequired),
  newPassword: changedPasswordSchema,
});

/** The password-change dialog: required current password, new (ACCOUNT.passwordMin at least, different) and matching confirmation. */
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
    summary: `Send a ${VERIFICATION_CODE.length}-digit code to the CURRENT address (proving the owner asks); one code a minute`,
    tag: 'account',
    auth: true,
    accountSecurity: true,
    response: okSchema,
  }),
  emailChangeVerifyCode: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change/verify-code',
    summary: `Check the e-mail change code without using it (at most ${VERIFICATION_CODE.maxWrongTries} wrong tries per code)`,
    tag: 'account',
    auth: true,
    accountSecurity: true,
    body: emailChangeVerifyCodeSchema,
    response: okSchema,
  }),
  emailChange: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change',
    summary:
      'With the verified code (used up here), change to the new address (which must be free): it gets a confirmation link, the old address a notice with an undo link',
    tag: 'account',
    auth: true,
    accountSecurity: true,
    body: emailChangeSchema,
    response: emailChangeResponseSchema,
  }),
  emailChangeUndo: defineEndpoint({
    method: 'post',
    path: '/api/account/email-change/undo',
    summary: `Put the old address back with the undo link's token (${ACCOUNT_LINKS.undoEmailChangeTtlDays} days, once) and end every session`,
    tag: 'account',
    auth: false,
    body: linkTokenBodySchema,
    response: messageResponseSchema,
  }),
  confirmEmail: defineEndpoint({
    method: 'post',
    path: '/api/account/confirm-email',
    summary: `Confirm the address with the sign-up link's token (${ACCOUNT_LINKS.confirmEmailTtlDays} days, once)`,
    tag: 'account',
    auth: false,
    body: linkTokenBodySchema,
    response: messageResponseSchema,
  }),
  resendConfirmEmail: defineEndpoint({
    method: 'post',
    path: '/api/account/confirm-email/resend',
    summary: `Send a new confirmation link to the signed-in user's address (one a ${ACCOUNT_LINKS.resendIntervalSeconds} s)`,
    tag: 'account',
    auth: true,
    response: okSchema,
  }),
  passwordChange: defineEndpoint({
    method: 'post',
    path: '/api/account/password',
    summary: 'Change the password; other sessions end and this one gets a fresh session',
    tag: 'account',
    auth: true,
    accountSecurity: true,
    body: passwordChangeSchema,
    response: authSessionSchema,
  }),
  deleteAccount: defineEndpoint({
    method: 'delete',
    path: '/api/account',
    summary: `Mark the account deleted and end every session; data is purged after ${ACCOUNT.deletionRetentionDays} days`,
    tag: 'account',
    auth: true,
    accountSecurity: true,
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
