/*
 * Its own module, free of texts built from limits (a template with an imported value is kept whole by the bundler
 * wherever anything of its module is used): the e-mail confirmation banner is part of the web shell's first load,
 * and takes only these words with it (the landing budget).
 */

/** The sign-up confirmation: the banner, the link's page and the refusal of sharing and paying before it. */
export const EMAIL_CONFIRMATION_TEXTS = {
  bannerTitle: 'Please check your email to confirm your account!',
  bannerDescription: (email: string) =>
    `We sent a confirmation link to ${email}. Sharing folders and paying need a confirmed address.`,
  resend: 'Send the link again',
  resent: 'Confirmation email sent',
  resentDescription: (email: string) => `We sent a new link to ${email}.`,
  resendFailed: 'Failed to send the confirmation email',
  confirming: 'Confirming your email address...',
  confirmed: 'Your email address is confirmed.',
  confirmedNext: 'Go to My Folders',
  signIn: 'Go to Sign In',
  invalidLink:
    'This confirmation link is invalid, has expired or belongs to an older address. Sign in and send a new one from the banner.',
  /** The 403 of sharing and paying before the address is confirmed (in the spirit of the spec's "Email not confirmed"). */
  required:
    'Please check your email and click the confirmation link before sharing folders or paying. You can send a new link from the banner at the top of the page.',
} as const;
