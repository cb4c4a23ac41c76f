import { Toaster as Sonner, toast as sonner } from 'sonner';
import { TOAST, TOAST_TITLES } from '@shortlist/contracts';

/** The app's toaster: bottom-right, system colour scheme. */
export function Toaster() {
  return <Sonner position="bottom-right" theme="system" richColors closeButton duration={TOAST.defaultMs} />;
}

/** Toasts with the spec's titles; errors use the destructive style. */
export const toast = {
  success: (title: string, description?: string, durationMs?: number) =>
    sonner.success(title, { description, ...(durationMs ? { duration: durationMs } : {}) }),
  error: (description: string, title: string = TOAST_TITLES.error) => sonner.error(title, { description }),
  warning: (title: string, description?: string) => sonner.warning(title, { description }),
  info: (title: string, description?: string, durationMs?: number) =>
    sonner.info(title, { description, ...(durationMs ? { duration: durationMs } : {}) }),
};
