import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// (the app loads sonner with its first toast, components/ui/toaster.tsx; imported here, it is loaded once per
// file, so a test waits on its toast and not on the first transform of the library)
import { toast as sonner } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetSessionCaches } from '@/lib/session-caches';
import { server } from './msw-server';

// findBy*/waitFor wait up to 20 s, not 1: a test that waits on the UI fails on a wrong UI, not on a busy machine,
// where a first lazy import or a role query over a dialog's form can take several seconds (each test may take
// 30 s: vite.config.ts)
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // each test's cache is its own (testing/render.tsx): a sign-out in a later test must not reach one unmounted
  forgetSessionCaches();
  server.resetHandlers();
  // a toast of one test must not answer another's findByText
  sonner.dismiss();
});
afterAll(() => server.close());
