import { useSyncExternalStore } from 'react';

/** A new service worker waiting for the user's "reload" (null while there is none). */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function watch(registration: ServiceWorkerRegistration) {
  // a version installed during an earlier visit is already waiting
  if (registration.waiting && navigator.serviceWorker.controller) {
    waiting = registration.waiting;
    emit();
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // the first install has no controller to replace: nothing to offer
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        waiting = installing;
        emit();
      }
    });
  });
}

/**
 * Registers /sw.js in a production build. The app works the same without it (tests, dev
 * server, a browser without service workers).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // only the switch the user asked for reloads: the very first claim leaves the page alone
    if (!waiting || reloading) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watch)
      .catch(() => undefined);
  });
}

/** "Reload": the waiting version takes over, then the page reloads on it. */
export function activateUpdate(): void {
  waiting?.postMessage('SKIP_WAITING');
}

/** True when a new version waits for the user's reload. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/** True while the browser says it has no connection. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => !navigator.onLine,
    () => false,
  );
}
