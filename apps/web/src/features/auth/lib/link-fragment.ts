/** An invitation's link: the token that proves the address, and the address it was sent to. */
export interface InvitationLink {
  token: string;
  email: string;
}

/**
 * What an e-mail's link to /auth carries in its fragment (contracts' invitationSignUpPath and signInAsPath):
 * an invitation's token with its address, or an address to sign in with. The fragment keeps both out of server
 * logs and Referer headers. Anything else reads as nothing.
 */
export function readLinkFragment(hash: string): { invitation: InvitationLink | null; email: string } {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('invitation')?.trim() ?? '';
  return { invitation: token && email ? { token, email } : null, email };
}
