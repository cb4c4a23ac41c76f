import { PASSKEY, SECURITY_HISTORY, TWO_FACTOR } from '../limits';

/** Passkeys in Account Settings and on /auth. */
export const PASSKEY_TEXTS = {
  sectionTitle: 'Passkeys',
  sectionDescription:
    'Sign in with your fingerprint, face or screen lock instead of a password. A passkey cannot be phished.',
  add: 'Add a passkey',
  adding: 'Waiting for your device...',
  none: 'No passkeys yet.',
  defaultName: 'Passkey',
  nameLabel: 'Passkey name',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  removeDescription:
    'Confirm with your password, or with another of your passkeys. You can no longer sign in with this one.',
  removeWithPasskey: 'Confirm with another passkey',
  passwordLabel: 'Password',
  added: 'Passkey added',
  removed: 'Passkey removed',
  renamed: 'Passkey renamed',
  createdOn: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `Last used ${date}`,
  neverUsed: 'Not used yet',
  synced: 'Synced',
  signIn: 'Sign in with a passkey',
  signInDivider: 'or',
  notSupported: 'This browser cannot use passkeys.',
} as const;

export const PASSKEY_ERRORS = {
  challengeExpired: 'This passkey request has expired or was already used. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again.',
  unknownPasskey: 'This passkey is not registered with Shortlist.',
  alreadyRegistered: 'This passkey is already registered.',
  tooMany: `You can have at most ${PASSKEY.perAccountMax} passkeys.`,
  nameRequired: 'Please enter a name',
  nameTooLong: `Name must be at most ${PASSKEY.nameMax} characters`,
  cancelled: 'The passkey request was cancelled.',
  confirmRequired: 'Confirm with your password or another passkey.',
  passwordIncorrect: 'Password is incorrect',
  sameAsRemoved: 'Confirm with a different passkey than the one you remove.',
} as const;

/** Two-factor sign-in with an authenticator app. */
export const TWO_FACTOR_TEXTS = {
  sectionTitle: 'Two-factor sign-in',
  sectionDescription:
    'After your password, Shortlist asks for a code from an authenticator app on your phone.',
  on: 'On',
  off: 'Off',
  enabledSince: (date: string) => `On since ${date}`,
  turnOn: 'Turn on two-factor sign-in',
  setupTitle: 'Set up your authenticator app',
  scanQr: 'Scan this QR code with your authenticator app, or enter the key by hand.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Key',
  copyKey: 'Copy key',
  keyCopied: 'Key copied',
  firstCode: 'Code from the app',
  confirm: 'Turn on',
  cancel: 'Cancel',
  enabled: 'Two-factor sign-in is on',
  recoveryTitle: 'Your recovery codes',
  recoveryDescription: `Each of these ${TWO_FACTOR.recoveryCodeCount} codes signs you in once if you lose your phone. They are shown only now: download or write them down and keep them safe.`,
  download: 'Download codes',
  recoveryFileName: 'shortlist-recovery-codes.txt',
  recoveryFileHeading: 'Shortlist recovery codes (each works once)',
  recoverySaved: 'I have saved my codes',
  recoveryLeft: (left: number) => `${left} of ${TWO_FACTOR.recoveryCodeCount} recovery codes left`,
  regenerate: 'New recovery codes',
  regenerateTitle: 'Make new recovery codes?',
  regenerateDescription: 'Your old recovery codes stop working. Confirm with your password.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off two-factor sign-in?',
  turnOffDescription: 'Confirm with your password and a code from your app (or a recovery code).',
  disabled: 'Two-factor sign-in is off',
  passwordLabel: 'Password',
  codeLabel: 'Code',
  trustedDevices: (count: number) =>
    count === 1 ? '1 trusted device skips the code' : `${count} trusted devices skip the code`,
  forgetDevices: 'Forget trusted devices',
  devicesForgotten: 'Trusted devices forgotten: the next sign-in on each asks for a code.',
  // the sign-in's second step on /auth
  stepTitle: 'Two-factor sign-in',
  stepDescription: 'Enter the code from your authenticator app.',
  stepRecoveryDescription: 'Enter one of your recovery codes.',
  useRecovery: 'Use a recovery code',
  useApp: 'Use your authenticator app',
  recoveryCodeLabel: 'Recovery code',
  trustDevice: `Don't ask again on this device for ${TWO_FACTOR.trustedDeviceDays} days`,
  verify: 'Verify',
  back: 'Back to sign in',
} as const;

export const TWO_FACTOR_ERRORS = {
  codeRequired: 'Please enter the code',
  codeFormat: `Enter the ${TWO_FACTOR.digits}-digit code from your app`,
  invalidCode: 'Invalid code. Please try again.',
  ticketExpired: 'Your sign-in took too long. Please enter your email and password again.',
  notSetUp: 'Start the setup again: no authenticator is waiting for a first code.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'Password is incorrect',
} as const;

/** The sessions list in Account Settings. */
export const SESSIONS_TEXTS = {
  sectionTitle: 'Where you are signed in',
  sectionDescription: 'Every browser and app signed in to your account. Sign out any you do not recognise.',
  thisDevice: 'This device',
  started: (date: string) => `Signed in ${date}`,
  lastActive: (date: string) => `Last active ${date}`,
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  deviceLabel: (browser: string, system: string) => `${browser} on ${system}`,
  signOut: 'Sign out',
  signOutOthers: 'Sign out all other sessions',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersDescription: 'Every other browser and app is signed out at once. This one stays signed in.',
  signedOutOne: 'Session signed out',
  signedOutOthers: 'Other sessions signed out',
  none: 'No other sessions.',
  loadFailed: 'Failed to load sessions',
} as const;

/** What each security event is called in the history (and in its e-mail). */
export const SECURITY_EVENT_LABELS = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  password_changed: 'Password changed',
  password_reset: 'Password reset by e-mail code',
  email_changed: 'E-mail address changed',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_regenerated: 'New recovery codes made',
  recovery_code_used: 'Recovery code used',
  trusted_devices_forgotten: 'Trusted devices forgotten',
  token_created: 'API token created',
  token_revoked: 'API token revoked',
  session_ended: 'Session signed out',
  other_sessions_ended: 'Other sessions signed out',
} as const;

export const SECURITY_HISTORY_TEXTS = {
  sectionTitle: 'Security history',
  sectionDescription: `Sign-ins and changes to how you sign in, for the last ${SECURITY_HISTORY.retentionDays} days.`,
  newDevice: 'New device',
  none: 'Nothing yet.',
  loadFailed: 'Failed to load the security history',
  methodPassword: 'with password',
  methodPasskey: 'with a passkey',
  methodTwoFactor: 'with password and code',
  methodRecoveryCode: 'with password and recovery code',
  methodTrustedDevice: 'with password on a trusted device',
  reasonPassword: 'wrong password',
  reasonCode: 'wrong code',
} as const;

/** The mail on a sign-in from a new device and on every security change. */
export const SECURITY_MAIL_TEXTS = {
  subject: (what: string) => `Shortlist security: ${what}`,
  text: (what: string, device: string, when: string, reviewLink: string) =>
    `${what} on your Shortlist account.\n\nWhen: ${when}\nDevice: ${device}\n\nIf this was you, there is nothing to do. If not, change your password and sign out the sessions you do not recognise:\n${reviewLink}`,
  newDeviceSubject: 'Shortlist security: sign-in from a new device',
  newDeviceWhat: 'A sign-in from a new device',
} as const;
