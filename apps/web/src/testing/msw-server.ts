import { setupServer } from 'msw/node';

/** The fake network of component tests: tests add handlers typed by the contracts (see render.tsx). */
export const server = setupServer();
