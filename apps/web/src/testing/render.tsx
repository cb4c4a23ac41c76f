import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { toOpenApiPath, type Endpoint } from '@shortlist/contracts';
import type { z } from 'zod';
import { Toaster } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';

type Out<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;

/** An msw handler for a contract endpoint whose answer is type-checked against the contract's response. */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  answer:
    | Out<E['response']>
    | ((
        request: Request,
        params: Record<string, string>,
      ) => Response | Out<E['response']> | Promise<Response | Out<E['response']>>),
) {
  const path = toOpenApiPath(endpoint.path).replace(/\{(\w+)\}/g, ':$1');
  return http[endpoint.method](`*${path}`, async ({ request, params }) => {
    const result =
      typeof answer === 'function'
        ? await (answer as (r: Request, p: Record<string, string>) => unknown)(
            request,
            params as Record<string, string>,
          )
        : answer;
    if (result instanceof Response) return result;
    return HttpResponse.json(result as object, { status: endpoint.status ?? 200 });
  });
}

/** An error answer in the contract's shape. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/**
 * Its children once the session is known, as in the app, whose pages render behind the session check: a
 * component that reads the user (Premium or not) never sees it unknown. Without it a test that clicked before the
 * session came back met the Basic path (price-card's Refresh now opened the upgrade prompt on a loaded machine).
 */
function SessionKnown({ children }: { children: ReactNode }) {
  return useAuth().status === 'loading' ? null : children;
}

/**
 * Renders inside the app's providers (fresh swr cache) and a memory router at `path`. `sessionKnown`: only once the
 * session is known (SessionKnown), for a component whose behaviour depends on who is signed in.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    routePath = '*',
    sessionKnown = false,
  }: { path?: string; routePath?: string; sessionKnown?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', element: <p>other route</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthProvider>
        {sessionKnown ? <SessionKnown>{children}</SessionKnown> : children}
        <Toaster />
      </AuthProvider>
    </SWRConfig>
  );
  return { router, ...render(<RouterProvider router={router} />, { wrapper }) };
}
