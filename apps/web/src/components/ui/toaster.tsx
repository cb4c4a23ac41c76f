import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST, TOAST_TITLES } from '@shortlist/contracts';
import type * as SonnerModule from 'sonner';

/*
 * sonner loads with the first toast, not with the page: no page shows a toast before the person does something,
 * and the landing page stays within its bundle budget. The toaster mounts when the first toast is
 * asked for; sonner shows the toasts made before its toaster subscribed, so none is lost.
 */
let sonner: Promise<typeof SonnerModule> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The app's toaster: bottom-right, system colour scheme; rendered once the first toast is asked for. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Sonner position="bottom-right" theme="system" richColors closeButton duration={TOAST.defaultMs} />
    </Suspense>
  );
}

type SonnerToast = typeof SonnerModule.toast;
function show(make: (toast: SonnerToast) => void): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then((m) => make(m.toast));
}

/** Toasts with the spec's titles; errors use the destructive style. */
export const toast = {
  success: (title: string, description?: string, durationMs?: number) =>
    show((s) => s.success(title, { description, ...(durationMs ? { duration: durationMs } : {}) })),
  error: (description: string, title: string = TOAST_TITLES.error) =>
    show((s) => s.error(title, { description })),
  warning: (title: string, description?: string) => show((s) => s.warning(title, { description })),
  /** A success that can be taken back: its button runs `action` (and closes the toast); it stays a little longer. */
  undoable: (title: string, action: { label: string; onClick: () => void }) =>
    show((s) => s.success(title, { action, duration: TOAST.undoableMs })),
  info: (title: string, description?: string, durationMs?: number) =>
    show((s) => s.info(title, { description, ...(durationMs ? { duration: durationMs } : {}) })),
};
