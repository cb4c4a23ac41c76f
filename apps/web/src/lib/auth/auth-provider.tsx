import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AppUser,
  type AuthSession,
  type RefreshedSession,
  type authEndpoints,
  SESSION,
  SESSION_ROUTES,
} from '@shortlist/contracts';
import { ApiError, callRoute, setAccessToken, setTokenRefresher } from '../api-client';
import { keepLiveStart } from '../live/live-start';
import { clearSessionCaches } from '../session-caches';
import { AuthContext, type AuthEvent, type AuthState } from './auth-context';

/**
 * A refresh that got no answer at all (no connection, the API unreachable): unlike a refused one (401, signed
 * out), it says nothing about the session, which may well be alive behind the cookie.
 */
const UNREACHABLE = Symbol('unreachable');
type RefreshOutcome = RefreshedSession | null | typeof UNREACHABLE;

const sessionOf = (outcome: RefreshOutcome): RefreshedSession | null =>
  outcome === UNREACHABLE ? null : outcome;

// One refresh at a time: within this page (StrictMode double effects, parallel 401s) through one shared
// promise, and across tabs through a Web Lock. The refresh token rotates, and the server treats a second use of
// a rotated token as theft; serialised, a later tab simply sends the cookie the earlier one just received.
let refreshInFlight: Promise<RefreshOutcome> | null = null;
function refreshSession(): Promise<RefreshOutcome> {
  if (!refreshInFlight) {
    const refresh = (): Promise<RefreshOutcome> =>
      callRoute<typeof authEndpoints.refresh>(SESSION_ROUTES.refresh).catch((error: unknown) =>
        error instanceof ApiError && error.code === 'NETWORK' ? UNREACHABLE : null,
      );
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
 * session's round trip overlaps the render instead of following it (My Folders waits on the session,
 * then on its folders). The provider's first mount takes it over; no second refresh is sent.
 */
let startedRefresh: Promise<RefreshOutcome> | null = null;
/** The same first refresh, kept for the reads a page starts as soon as it answers (`firstSessionAnswer`). */
let firstSession: Promise<AuthSession | null> | null = null;

/** Starts the session's refresh now (main.tsx, before the first render); the AuthProvider takes its answer. */
export function startSessionRefresh(): void {
  if (firstSession) return;
  startedRefresh = refreshSession().then((outcome) => {
    const session = sessionOf(outcome);
    // the token as soon as the session answers (the provider sets the same one as it adopts the session), so
    // that a page's early reads can send it before React has rendered the page
    if (session) setAccessToken(session.accessToken);
    // read by the server before this answer, so before any of the page's reads: the first stream starts there
    keepLiveStart(session?.liveEventId);
    return outcome;
  });
  firstSession = startedRefresh.then(sessionOf);
}

/**
 * The page load's first session (main.tsx's refresh), for a page to start its reads as soon as it answers
 * rather than after React has rendered it; null when main.tsx did not ask (tests).
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
  // the status as of the last render, for the session checks that answer after it
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);
  // a renewal that found no connection, waiting for the browser's 'online'
  const onOnline = useRef<(() => void) | null>(null);
  const stopWaitingForConnection = useCallback(() => {
    if (onOnline.current) window.removeEventListener('online', onOnline.current);
    onOnline.current = null;
  }, []);

  const emit = useCallback((event: AuthEvent, next: AppUser | null) => {
    setLastEvent(event);
    listeners.current.forEach((listener) => listener(event, next));
  }, []);

  const clearSession = useCallback(() => {
    clearTimeout(timer.current);
    stopWaitingForConnection();
    setAccessToken(null);
    setUser(null);
    setStatus('signed_out');
    // nothing cached for the previous user survives
    clearSessionCaches();
  }, [stopWaitingForConnection]);

  // The refresh timer calls adopt again; a ref lets the callback reach its own latest version.
  const adoptRef = useRef<(session: AuthSession, event: AuthEvent) => void>(() => {});
  const adopt = useCallback(
    (session: AuthSession, event: AuthEvent) => {
      setAccessToken(session.accessToken);
      setUser(session.user);
      setStatus('signed_in');
      emit(event, session.user);
      clearTimeout(timer.current);
      stopWaitingForConnection();
      const renew = async () => {
        const next = await refreshSession();
        if (next === UNREACHABLE) {
          // no connection is not a sign-out: what is on screen stays, and the renewal runs again once the
          // browser is back online
          const retry = () => {
            onOnline.current = null;
            void renew();
          };
          onOnline.current = retry;
          window.addEventListener('online', retry, { once: true });
        } else if (next) adoptRef.current(next, 'TOKEN_REFRESHED');
        else {
          clearSession();
          emit('SIGNED_OUT', null);
        }
      };
      const delayMs = Math.max(5_000, (session.expiresIn - SESSION.refreshMarginSeconds) * 1000);
      timer.current = setTimeout(() => void renew(), delayMs);
    },
    [emit, clearSession, stopWaitingForConnection],
  );
  useEffect(() => {
    adoptRef.current = adopt;
  }, [adopt]);

  /** The page's first session check answered: signed in, signed out, or (no answer) offline. */
  const settleFirstCheck = useCallback(
    (outcome: RefreshOutcome) => {
      if (outcome === UNREACHABLE) setStatus('offline');
      else if (outcome) adopt(outcome, 'INITIAL_SESSION');
      else {
        setStatus('signed_out');
        emit('INITIAL_SESSION', null);
      }
    },
    [adopt, emit],
  );

  const retrySession = useCallback(async () => {
    if (statusRef.current !== 'offline') return;
    const outcome = await refreshSession();
    // a sign-in may have answered in the meantime: it stands
    if (statusRef.current !== 'offline' || outcome === UNREACHABLE) return;
    // no page has read with a session before this answer, so the first stream can start from it
    keepLiveStart(outcome?.liveEventId);
    settleFirstCheck(outcome);
  }, [settleFirstCheck]);

  // a cold start without a connection checks the session again as soon as the browser has one
  useEffect(() => {
    if (status !== 'offline') return;
    const onBackOnline = () => void retrySession();
    window.addEventListener('online', onBackOnline);
    return () => window.removeEventListener('online', onBackOnline);
  }, [status, retrySession]);

  useEffect(() => {
    setTokenRefresher(async () => {
      const next = sessionOf(await refreshSession());
      if (next) adopt(next, 'TOKEN_REFRESHED');
      return next?.accessToken ?? null;
    });
    let cancelled = false;
    const initial = startedRefresh ?? refreshSession();
    startedRefresh = null;
    void initial.then((outcome) => {
      if (cancelled) return;
      // the page's first render with its session (the layout, the page, its cards) as a transition: React renders
      // it in slices of a few ms, yielding to the browser between them, rather than in one long task that holds
      // up input on a phone (Lighthouse's Total Blocking Time on My Folders)
      startTransition(() => settleFirstCheck(outcome));
    });
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
      stopWaitingForConnection();
      setTokenRefresher(null);
    };
  }, [adopt, settleFirstCheck, stopWaitingForConnection]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      lastEvent,
      async signIn(credentials) {
        const answer = await callRoute<typeof authEndpoints.signIn>(SESSION_ROUTES.signIn, {
          body: credentials,
        });
        if ('twoFactorRequired' in answer) return answer;
        adopt(answer, 'SIGNED_IN');
        return answer.user;
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
      retrySession,
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
    [status, user, lastEvent, adopt, retrySession, clearSession, emit],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
