import { ACCOUNT, ACCOUNT_LINKS, VERIFICATION_CODE } from '../limits';

/** Profile and e-mail change: accounts §5. */
export const PROFILE_VALIDATION = {
  fullName: `Full name must be ${ACCOUNT.fullNameMin}-${ACCOUNT.fullNameMax} characters and contain only letters, spaces, hyphens, and apostrophes`,
  nickname: `Nickname must be ${ACCOUNT.nicknameMin}-${ACCOUNT.nicknameMax} characters and contain only letters, numbers, underscores, and hyphens`,
  requiredFields: 'Please fill in all required fields',
  codeFormat: `Please enter a ${VERIFICATION_CODE.length}-digit verification code`,
  newEmailRequired: 'Please enter a new email address',
  newEmailInvalid: `Please enter a valid email address (max ${ACCOUNT.emailMax} characters)`,
} as const;

/** Password change: accounts §5. */
export const PASSWORD_CHANGE = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  verifyFailed: 'Error verifying current password',
  emailNotFound: 'User email not found',
  newTooShort: `Password must be at least ${ACCOUNT.passwordMin} characters`,
  mustDiffer: 'New password must be different from current password',
  doNotMatch: 'Passwords do not match',
} as const;

/** Other error messages of accounts §8. */
export const ACCOUNT_ERRORS = {
  loadPlans: 'Failed to load subscription plans',
  basicPlanSelection: 'Failed to process basic plan selection',
  premiumPlanSelection: 'Failed to process premium plan selection',
  createCheckout: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL returned',
  sendCode: 'Failed to send verification code',
  invalidCode: 'Invalid verification code',
  resetPassword: 'Failed to reset password',
  incorrectEmailOrPassword: 'Incorrect email or password.',
  updateProfile: 'Failed to update profile',
  changeEmail: 'Failed to change email. It was already used or invalid.',
  noSession: 'No session found',
  loginToManage: 'Please log in to manage subscription',
  openManagement: 'Failed to open subscription management',
  noManagementUrl: 'No management URL returned',
  loginToUpgrade: 'Please log in to upgrade to premium',
  processUpgrade: 'Failed to process upgrade',
  createReferralCode: 'Failed to create referral code',
  loadReferralData: 'Failed to load referral data',
  refreshSubscription: 'Failed to refresh subscription status',
  noActiveSession: 'No active session found',
  updatePassword: 'Failed to update password',
  deleteAccount: 'Failed to delete account. Please try again.',
  noPlans: 'No subscription plans available. Please contact support.',
  tooManyCodeRequests: 'Too many verification attempts. Please wait a few minutes before trying again.',
  codeResendTooSoon: 'Please wait a minute before requesting another code.',
  invalidLink: 'This link is invalid, has expired or was already used.',
} as const;

/** Success toasts of accounts §8. */
export const ACCOUNT_SUCCESS = {
  confirmEmail: 'Please check your email to confirm your account!',
  signedOut: 'Successfully signed out!',
  resetEmailSent: 'Password reset email sent!',
  codeSentTitle: 'Code Sent',
  codeSentDescription: "If an account with this email exists, we've sent a verification code.",
  passwordReset: 'Your password has been reset successfully!',
  profileUpdated: 'Profile updated successfully!',
  verificationCodeSent: 'Verification Code Sent',
  emailChanged: 'Email address changed successfully!',
  passwordUpdated: 'Password updated successfully!',
  subscriptionRefreshed: 'Subscription status refreshed',
  refreshed: 'Refreshed',
  copied: 'Copied!',
  accountDeletedTitle: 'Account Deleted',
  accountDeletedDescription: `Your account has been deleted. Your data will be held for ${ACCOUNT.deletionRetentionDays} days.`,
} as const;

/** Labels and notes of the profile screen and the forgot-password flow (accounts §2, §4). */
export const PROFILE_TEXTS = {
  title: 'Profile',
  informationTitle: 'Profile Information',
  accountSettingsTitle: 'Account Settings',
  editProfile: 'Edit Profile',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  notSet: 'Not set',
  fullName: 'Full Name',
  nickname: 'Nickname',
  email: 'Email',
  changeEmail: 'Change Email',
  verificationCode: 'Verification Code',
  verifyCode: 'Verify Code',
  sendCode: 'Send Code',
  newEmail: 'New Email',
  codeHint: `The ${VERIFICATION_CODE.length} digits from the e-mail`,
  sendNewCode: 'Send a new code',
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s`,
  resetCodeSentTo: (email: string) =>
    `If an account uses ${email}, we sent it a ${VERIFICATION_CODE.length}-digit code. It works for ${VERIFICATION_CODE.ttlMinutes} minutes; check your spam folder too.`,
  codeSentTo: (email: string) => `We sent a ${VERIFICATION_CODE.length}-digit code to ${email}.`,
  verifyCurrentEmail: 'Verify Current Email',
  verifyCurrentEmailIntro: (email: string) =>
    `First we make sure it is you: we will send a ${VERIFICATION_CODE.length}-digit code to your current address, ${email}.`,
  newEmailIntro:
    'Enter the new address. We will send it a link to confirm it, and tell your current address, with a way to undo the change.',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  updatePassword: 'Update Password',
  updating: 'Updating...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signOut: 'Sign Out',
  deleteAccount: 'Delete Account',
  dangerZoneTitle: 'Danger zone',
  dangerZoneDescription: `Deleting your account signs you out everywhere; your data is removed for good after ${ACCOUNT.deletionRetentionDays} days.`,
  deleteAccountConfirmTitle: 'Delete your account?',
  deleteAccountConfirmDescription: `You will be signed out at once. Your data is held for ${ACCOUNT.deletionRetentionDays} days and then permanently removed.`,
  deleteAccountConfirm: 'Delete Account',
  forgotPassword: 'Forgot password?',
  resetPasswordTitle: 'Reset Password',
  resetPassword: 'Reset Password',
  backToSignIn: 'Back to sign in',
} as const;

/** The account e-mails (password reset, e-mail change). The code stands on a line of its own, never in the subject. */
export const ACCOUNT_MAIL_TEXTS = {
  resetCodeSubject: 'Your Shortlist password reset code',
  resetCodeText: (code: string) =>
    `Your verification code is:\n\n${code}\n\n` +
    `Enter it on the password reset screen within ${VERIFICATION_CODE.ttlMinutes} minutes. ` +
    `If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.`,
  emailChangeCodeSubject: 'Your Shortlist e-mail change code',
  emailChangeCodeText: (code: string) =>
    `Your verification code is:\n\n${code}\n\n` +
    `Enter it in your Shortlist profile within ${VERIFICATION_CODE.ttlMinutes} minutes to change your account's e-mail address. ` +
    `If you did not ask for this, do not share the code: nothing changes without it. Someone may be signed in to your account: changing your password signs out every other session.`,
  emailChangedSubject: 'Your Shortlist e-mail address was changed',
  emailChangedText: (oldEmail: string, newEmail: string, undoLink: string, supportEmail: string) =>
    `The e-mail address of your Shortlist account was changed from ${oldEmail} to ${newEmail}.\n\n` +
    `If you did not make this change, open this link within ${ACCOUNT_LINKS.undoEmailChangeTtlDays} days: it puts ${oldEmail} back and signs out every session.\n\n` +
    `${undoLink}\n\n` +
    `Then reset your password. Questions: ${supportEmail}.`,
  confirmEmailSubject: 'Confirm your Shortlist e-mail address',
  confirmEmailText: (link: string) =>
    `Welcome to Shortlist! Please confirm your e-mail address by opening this link:\n\n${link}\n\n` +
    `The link works for ${ACCOUNT_LINKS.confirmEmailTtlDays} days. If you did not sign up, you can ignore this e-mail.`,
  confirmNewEmailText: (link: string) =>
    `Your Shortlist account now uses this e-mail address. Please confirm it by opening this link:\n\n${link}\n\n` +
    `The link works for ${ACCOUNT_LINKS.confirmEmailTtlDays} days. If you did not expect this, you can ignore this e-mail.`,
} as const;

/** The old address's way back after an e-mail change it did not make. */
export const UNDO_EMAIL_CHANGE_TEXTS = {
  title: 'Undo Email Change',
  description:
    'This puts back the e-mail address your account had before the change, and signs out every session, everywhere.',
  restore: 'Restore my previous email',
  restoring: 'Restoring...',
  restored:
    'Your previous email address is restored and every session was signed out. If you did not make the change, reset your password now.',
  invalidLink: 'This link is invalid, has expired or was already used.',
  addressTaken:
    'Your previous address now belongs to another account, so it cannot be restored. Please contact support.',
  signIn: 'Go to Sign In',
} as const;
