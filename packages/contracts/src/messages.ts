/**
 * Every user-facing text of the two specs (sections 5, 8 and 9), once. The API answers with these and the
 * web shows them; a test pins each one.
 */

/** Validation messages of accounts §5. */
export const AUTH_VALIDATION = {
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 72 bytes long',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'Email is already registered',
  emailCheckFailed: 'Error checking email availability',
  nicknameTaken: 'Nickname is already taken',
  nicknameCheckFailed: 'Error checking nickname availability',
  referralValid: "Valid referral code! You'll get $5 credit when you sign up.",
  referralInvalid: 'Invalid or expired referral code',
  referralCheckFailed: 'Error checking referral code',
  validationErrorTitle: 'Validation Error',
  validationErrorDescription: 'Please fix the validation errors before continuing',
  invalidReferralTitle: 'Invalid Referral Code',
  passwordRequired: 'Please enter your password',
  fullNameRequired: 'Please enter your full name',
  nicknameRequired: 'Please enter a nickname',
} as const;

/** Profile and e-mail change: accounts §5. */
export const PROFILE_VALIDATION = {
  fullName: 'Full name must be 2-100 characters and contain only letters, spaces, hyphens, and apostrophes',
  nickname: 'Nickname must be 3-30 characters and contain only letters, numbers, underscores, and hyphens',
  requiredFields: 'Please fill in all required fields',
  codeFormat: 'Please enter a 5-digit verification code',
  newEmailRequired: 'Please enter a new email address',
  newEmailInvalid: 'Please enter a valid email address (max 255 characters)',
} as const;

/** Password change: accounts §5. */
export const PASSWORD_CHANGE = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  verifyFailed: 'Error verifying current password',
  emailNotFound: 'User email not found',
  newTooShort: 'Password must be at least 6 characters',
  mustDiffer: 'New password must be different from current password',
  doNotMatch: 'Passwords do not match',
} as const;

/** Contact form: accounts §5, §8. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be at most 25 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 500 characters',
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll respond as soon as possible.",
  failedTitle: 'Error sending message',
  failedDescription: 'Please try again later.',
} as const;

/** Auth error catalogue of accounts §8: cause -> toast text. */
export const AUTH_ERRORS = {
  emailSignupsDisabled: 'Email signups are currently disabled. Please contact support.',
  userAlreadyRegistered: 'An account with this email already exists. Please try signing in instead.',
  signupDisabled: 'New account registrations are currently disabled.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  emailLoginsDisabled: 'Email login is currently disabled. Please contact support.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  tooManyRequests: 'Too many login attempts. Please wait a few minutes before trying again.',
  network: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error occurred. Please try again in a few moments.',
  unknown: 'An unexpected error occurred. Please try again.',
  accountDeleted:
    'This account has been deleted. Its data will be permanently removed 30 days after deletion.',
  notAuthenticated: 'User not authenticated',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** Toast titles of accounts §8. */
export const TOAST_TITLES = {
  signInFailed: 'Sign In Failed',
  signUpFailed: 'Sign Up Failed',
  signOutFailed: 'Sign Out Failed',
  passwordResetFailed: 'Password Reset Failed',
  error: 'Error',
  warning: 'Warning',
  accessDenied: 'Access Denied',
  validationError: 'Validation Error',
  invalidUrl: 'Invalid URL',
  premiumFeature: 'Premium Feature',
  invitationSent: 'Invitation Sent',
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
  accountDeletedDescription: 'Your account has been deleted. Your data will be held for 30 days.',
} as const;

/** Validation texts of folders §5. */
export const ORGANISE_VALIDATION = {
  folderNameRequired: 'Folder name is required',
  folderNameTooLong: 'Folder name must be at most 100 characters',
  folderDescriptionTooLong: 'Description must be at most 500 characters',
  folderMoveIntoItself: 'A folder cannot be moved into itself or one of its subfolders.',
  shareEmailRequired: 'Please enter an email address',
  shareWithSelfTitle: 'You cannot share with yourself',
  shareWithSelf: 'You cannot share a folder with yourself.',
  noFolderSelectedForSharing: 'No folder selected for sharing',
  onlyOwnerShares: 'You can only manage sharing for folders you own.',
  itemNameRequired: 'Item name is required',
  itemNameTooLong: 'Item name must be at most 100 characters',
  itemDescriptionTooLong: 'Description must be at most 500 characters',
  priceRequired: 'Price is required',
  priceRange: 'Price must be between 0 and 999999.99',
  priceStep: 'Price can have at most two decimal places',
  ratingRequired: 'Rating is required',
  ratingRange: 'Rating must be between 1 and 10',
  invalidUrl: 'Please enter a valid URL for the source link',
  categoryRequired: 'Category is required',
  attributeRequired: 'This attribute is required',
  attributeValueTooLong: 'Attribute values must be at most 30 characters',
  itemValidation: 'Please check all required fields and ensure values are valid.',
  noteTitleRequired: 'Note title is required',
  noteTitleTooLong: 'Note title must be at most 100 characters',
  noteContentTooLong: 'Note content must be at most 1000 characters',
  stepTextRequired: 'Next step text cannot be empty',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 50 characters',
  categoryDescriptionRequired: 'Category description is required',
  categoryDescriptionTooLong: 'Category description must be at most 200 characters',
  attributeNameRequired: 'At least one attribute is required',
  compareCount: 'Select between 2 and 5 items to compare',
  onlyImages: 'Only image files can be uploaded.',
  fileTooLarge: 'Each image must be at most 10 MB.',
  tooManyFiles: 'Too many images in one upload.',
} as const;

/** Error catalogue of folders §8. */
export const ORGANISE_ERRORS = {
  notAuthenticated: 'User not authenticated',
  shareSignedOut: 'You must be logged in to share folders.',
  invitationFallback: 'An unexpected error occurred.',
  premiumSharing: 'Premium Feature: Only premium users can share folders.',
  addCollaborator: 'Failed to add collaborator',
  removeCollaborator: 'Failed to remove collaborator',
  loadPlans: 'Failed to load subscription plans',
  upgradeSignedOut: 'Please log in to upgrade to premium',
  createCheckout: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL returned',
  processUpgrade: 'Failed to process upgrade',
  noPlans: 'No subscription plans available. Please contact support.',
  uploadImages: (message: string) => `Failed to upload images: ${message}`,
  deleteImage: (message: string) => `Failed to delete image: ${message}`,
  updateRating: 'Failed to update rating',
  removeRating: 'Failed to remove rating',
  manageAccessBasic: 'Upgrade to premium to manage folder access',
  shareBasic: 'Upgrade to premium to share folders',
  premiumCategories:
    'Premium Feature: Basic plan includes one category. Upgrade to create unlimited categories.',
  premiumCollaborative: 'Collaborative comparisons are available for premium users only.',
  notFound: 'Not found',
} as const;

/** Success toasts of folders §8. */
export const ORGANISE_SUCCESS = {
  folderCreated: 'Folder created successfully!',
  folderUpdated: 'Folder updated successfully!',
  folderMoved: 'Folder moved successfully!',
  itemMoved: 'Item moved successfully!',
  foldersDeleted: (n: number) => `${n} folder(s) deleted successfully!`,
  itemsDeleted: (n: number) => `${n} item(s) deleted successfully!`,
  collaboratorRemoved: 'Collaborator removed successfully',
  collaboratorAdded: (email: string) => `${email} has been added to the folder.`,
  invitationSent: 'Invitation Sent',
  subfolderCreated: 'Subfolder created successfully!',
  itemCreated: 'Item created successfully!',
  imagesUploaded: 'Images uploaded successfully!',
  imageDeleted: 'Image deleted successfully!',
  ratingRemoved: 'Rating removed successfully!',
  categoryCreated: 'Category created successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category and all associated items deleted successfully!',
  itemUpdated: 'Item updated successfully!',
} as const;

/** Generic texts the API uses for its error shape (DESIGN §3). */
export const HTTP_ERRORS = {
  validation: 'Please check the highlighted fields.',
  notFound: 'Not found',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported media type.',
  rateLimited: 'Too many requests. Please wait a few minutes before trying again.',
  internal: 'Server error occurred. Please try again in a few moments.',
  conflict: 'This conflicts with existing data.',
  databaseUnavailable: 'Database unavailable',
} as const;
