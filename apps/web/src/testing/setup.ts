import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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
