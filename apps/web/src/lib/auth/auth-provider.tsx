import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AppUser,
  type AuthSession,
  type RefreshedSession,
  type authEndpoints,
  SESSION,
  SESSION_ROUTES,
} from '@shortlist/contracts';
import { callRoute, setAccessToken, setTokenRefresher } from '../api-client';
import { keepLiveStart } from '../live/live-start';
import { clearSessionCaches } from '../session-caches';
import { AuthContext, type AuthEvent, type AuthState } from './auth-context';

// One refresh at a time: within this page (StrictMode double effects, parallel 401s) through one shared
// promise, and across tabs through a Web Lock. The refresh token rotates, and the server treats a second use of
// a rotated token as theft; serialised, a later tab simply sends the cookie the earlier one just received.
let refreshInFlight: Promise<RefreshedSession | null> | null = null;
function refreshSession(): Promise<RefreshedSession | null> {
  if (!refreshInFlight) {
    const refresh = (): Promise<RefreshedSession | null> =>
      callRoute<typeof authEndpoints.refresh>(SESSION_ROUTES.refresh).catch(() => null);
    const serialised =
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('shortlist-session-refresh', refresh).then((session) => session)
        : refresh();
    refreshInFlight = serialised.finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/*
 * The page's first refresh, asked for by main.tsx before React's first render (`startSessionRefresh`), so that the
 * session's round trip overlaps the render instead of following it (issue 13: My Folders waits on the session,
 * then on its folders). The provider's first mount takes it over; no second refresh is sent.
 */
let startedRefresh: Promise<AuthSession | null> | null = null;
/** The same first refresh, kept for the reads a page starts as soon as it answers (`firstSessionAnswer`). */
let firstSession: Promise<AuthSession | null> | null = null;

/** Starts the session's refresh now (main.tsx, before the first render); the AuthProvider takes its answer. */
export function startSessionRefresh(): void {
  if (firstSession) return;
  firstSession = startedRefresh = refreshSession().then((session) => {
    // the token as soon as the session answers (the provider sets the same one as it adopts the session), so
    // that a page's early reads can send it before React has rendered the page
    if (session) setAccessToken(session.accessToken);
    // read by the server before this answer, so before any of the page's reads: the first stream starts there
    keepLiveStart(session?.liveEventId);
    return session;
  });
}

/**
 * The page load's first session (main.tsx's refresh), for a page to start its reads as soon as it answers
 * rather than after React has rendered it (decision 0042); null when main.tsx did not ask (tests).
 */
export function firstSessionAnswer(): Promise<AuthSession | null> | null {
  return firstSession;
}

/** Holds the session: access token in memory, refreshed from the httpOnly cookie before it expires. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthState['status']>('loading');
  const [user, setUser] = useState<AppUser | null>(null);
  const [lastEvent, setLastEvent] = useState<AuthEvent | null>(null);
  const listeners = useRef(new Set<(event: AuthEvent, user: AppUser | null) => void>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const emit = useCallback((event: AuthEvent, next: AppUser | null) => {
    setLastEvent(event);
    listeners.current.forEach((listener) => listener(event, next));
  }, []);

  const clearSession = useCallback(() => {
    clearTimeout(timer.current);
    setAccessToken(null);
    setUser(null);
    setStatus('signed_out');
    // nothing cached for the previous user survives
    clearSessionCaches();
  }, []);

  // The refresh timer calls adopt again; a ref lets the callback reach its own latest version.
  const adoptRef = useRef<(session: AuthSession, event: AuthEvent) => void>(() => {});
  const adopt = useCallback(
    (session: AuthSession, event: AuthEvent) => {
      setAccessToken(session.accessToken);
      setUser(session.user);
      setStatus('signed_in');
      emit(event, session.user);
      clearTimeout(timer.current);
      const delayMs = Math.max(5_000, (session.expiresIn - SESSION.refreshMarginSeconds) * 1000);
      timer.current = setTimeout(async () => {
        const next = await refreshSession();
        if (next) adoptRef.current(next, 'TOKEN_REFRESHED');
        else {
          clearSession();
          emit('SIGNED_OUT', null);
        }
      }, delayMs);
    },
    [emit, clearSession],
  );
  useEffect(() => {
    adoptRef.current = adopt;
  }, [adopt]);

  useEffect(() => {
    setTokenRefresher(async () => {
      const next = await refreshSession();
      if (next) adopt(next, 'TOKEN_REFRESHED');
      return next?.accessToken ?? null;
    });
    let cancelled = false;
    const initial = startedRefresh ?? refreshSession();
    startedRefresh = null;
    void initial.then((session) => {
      if (cancelled) return;
      // the page's first render with its session (the layout, the page, its cards) as a transition: React renders
      // it in slices of a few ms, yielding to the browser between them, rather than in one long task that holds
      // up input on a phone (issue 13: Lighthouse's Total Blocking Time on My Folders)
      startTransition(() => {
        if (session) adopt(session, 'INITIAL_SESSION');
        else {
          setStatus('signed_out');
          emit('INITIAL_SESSION', null);
        }
      });
    });
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
      setTokenRefresher(null);
    };
  }, [adopt, emit]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      lastEvent,
      async signIn(credentials) {
        const session = await callRoute<typeof authEndpoints.signIn>(SESSION_ROUTES.signIn, {
          body: credentials,
        });
        adopt(session, 'SIGNED_IN');
        return session.user;
      },
      async signUp(data) {
        const session = await callRoute<typeof authEndpoints.signUp>(SESSION_ROUTES.signUp, { body: data });
        adopt(session, 'SIGNED_IN');
        return session.user;
      },
      async signOut() {
        try {
          await callRoute<typeof authEndpoints.signOut>(SESSION_ROUTES.signOut);
        } finally {
          clearSession();
          emit('SIGNED_OUT', null);
        }
      },
      acceptSession: adopt,
      async refreshUser() {
        const { user: next } = await callRoute<typeof authEndpoints.session>(SESSION_ROUTES.session);
        setUser(next);
        emit('USER_UPDATED', next);
      },
      clearSession() {
        clearSession();
        emit('SIGNED_OUT', null);
      },
      onAuthStateChange(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [status, user, lastEvent, adopt, clearSession, emit],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
