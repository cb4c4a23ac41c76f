import { createContext, useContext } from 'react';
import type { AppUser, AuthSession, SecondStep, SignInRequest, SignUpRequest } from '@shortlist/contracts';

/** The session events of accounts §4. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'SIGNED_OUT'
  | 'MFA_CHALLENGE_VERIFIED';

export interface AuthState {
  /**
   * `offline`: the page's first session check got no answer (no connection, the API unreachable), so whether
   * someone is signed in is not known; it is checked again when the browser goes online or on `retrySession`.
   */
  status: 'loading' | 'signed_in' | 'signed_out' | 'offline';
  user: AppUser | null;
  lastEvent: AuthEvent | null;
  /** Signs in with the password; with two-factor sign-in on, answers the ticket of the second step instead. */
  signIn(credentials: SignInRequest): Promise<AppUser | SecondStep>;
  signUp(data: SignUpRequest): Promise<AppUser>;
  signOut(): Promise<void>;
  /** Adopts a session the server issued through another flow (password reset, e-mail change). */
  acceptSession(session: AuthSession, event: AuthEvent): void;
  /** Reloads the user and profile (after a profile or plan change). */
  refreshUser(): Promise<void>;
  /** Checks the session again after the first check got no answer (status `offline`); a no-op otherwise. */
  retrySession(): Promise<void>;
  /** Forgets the session locally (deleted account, revoked elsewhere). */
  clearSession(): void;
  /** Listens to session events; returns the unsubscribe function. */
  onAuthStateChange(listener: (event: AuthEvent, user: AppUser | null) => void): () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
