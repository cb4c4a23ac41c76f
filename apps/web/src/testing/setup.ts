import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// (the app loads sonner with its first toast, components/ui/toaster.tsx; imported here, it is loaded once per
// file, so a test waits on its toast and not on the first transform of the library)
import { toast as sonner } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy*/waitFor wait up to 10 s, not 1: on a loaded shared CI machine a toast can take longer than a second to
// appear, and a role query over a dialog's form took over 5 s at load 9 (categories.test.tsx, 2026-11-28); a test
// that waits on the UI should fail on a wrong UI, not on a busy machine (each test may take 15 s: vite.config.ts)
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // a toast of one test must not answer another's findByText
  sonner.dismiss();
});
afterAll(() => server.close());
