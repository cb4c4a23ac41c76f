import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { ApiError } from '@/lib/api-client';

/** App-wide providers: data cache, session, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        // reads revalidate on focus; ETags make that nearly free (DESIGN §3)
        shouldRetryOnError: (err: ApiError) => !(err?.status >= 400 && err?.status < 500),
        errorRetryCount: 2,
      }}
    >
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </SWRConfig>
  );
}
