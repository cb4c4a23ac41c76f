import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';

/**
 * App-wide providers: session and toasts. The data cache needs no provider: every read goes through
 * lib/swr.ts's useApi, which carries the app's swr options, so swr loads with the first page that reads data.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
