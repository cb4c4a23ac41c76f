import { ACCOUNT, REFERRAL } from '../limits';
import { CONNECTION_ERRORS } from './connection';
import { dollars } from './format';

/** Validation messages of accounts §5. */
export const AUTH_VALIDATION = {
  passwordTooShort: `Password must be at least ${ACCOUNT.passwordMin} characters long`,
  passwordTooLong: `Password must be at most ${ACCOUNT.passwordMaxBytes} bytes long`,
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'Email is already registered',
  emailCheckFailed: 'Error checking email availability',
  nicknameTaken: 'Nickname is already taken',
  nicknameCheckFailed: 'Error checking nickname availability',
  referralValid: `Valid referral code! You'll get ${dollars(REFERRAL.referredSignupCreditCents)} credit when you sign up.`,
  referralInvalid: 'Invalid or expired referral code',
  referralCheckFailed: 'Error checking referral code',
  validationErrorTitle: 'Validation Error',
  validationErrorDescription: 'Please fix the validation errors before continuing',
  invalidReferralTitle: 'Invalid Referral Code',
  passwordRequired: 'Please enter your password',
  fullNameRequired: 'Please enter your full name',
  nicknameRequired: 'Please enter a nickname',
} as const;

/** Auth error catalogue of accounts §8: cause -> toast text. */
export const AUTH_ERRORS = {
  ...CONNECTION_ERRORS,
  emailSignupsDisabled: 'Email signups are currently disabled. Please contact support.',
  userAlreadyRegistered: 'An account with this email already exists. Please try signing in instead.',
  signupDisabled: 'New account registrations are currently disabled.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${ACCOUNT.passwordMin} characters long.`,
  emailLoginsDisabled: 'Email login is currently disabled. Please contact support.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  tooManyRequests: 'Too many login attempts. Please wait a few minutes before trying again.',
  accountDeleted: `This account has been deleted. Its data will be permanently removed ${ACCOUNT.deletionRetentionDays} days after deletion.`,
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** Labels of the /auth page and its sign-in and sign-up forms (accounts §2). */
export const AUTH_FORM_TEXTS = {
  signUpTitle: 'Create your account',
  signInTitle: 'Welcome back',
  signUpSubtitle: 'Start free on the Basic plan. No card needed.',
  signInSubtitle: 'Sign in to pick up where you left off.',
  modeTabs: 'Sign in or sign up',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  fullName: 'Full Name',
  nickname: 'Nickname',
  referralCode: 'Referral Code (optional)',
  checkingAvailability: 'Checking availability...',
  checkingReferral: 'Checking referral code...',
  /** Beside Sign Up's button while it is disabled: what is still missing, one line each. */
  signUpMissingTitle: 'Before you can sign up:',
  signUpMissing: {
    email: 'Enter your email',
    emailInvalid: 'Enter a valid email address',
    emailTaken: 'Use an email that has no account yet',
    emailCheckFailed: 'Edit the email so it can be checked again',
    password: 'Enter a password',
    confirmPassword: 'Confirm the password',
    fullName: 'Enter your full name',
    nickname: 'Choose a nickname',
    nicknameInvalid: 'Choose a valid nickname',
    nicknameTaken: 'Choose a nickname nobody has yet',
    nicknameCheckFailed: 'Edit the nickname so it can be checked again',
    referralInvalid: 'Correct or clear the referral code',
    referralCheckFailed: 'Edit or clear the referral code so it can be checked again',
  },
} as const;
