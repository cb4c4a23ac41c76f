import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
// (the app loads sonner with its first toast, components/ui/toaster.tsx; imported here, it is loaded once per
// file, so a test waits on its toast and not on the first transform of the library)
import { toast as sonner } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // a toast of one test must not answer another's findByText
  sonner.dismiss();
});
afterAll(() => server.close());
