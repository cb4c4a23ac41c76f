import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { createAuthRouter } from './auth/auth.router';
import { createContactRouter } from './contact/contact.router';
import { createSystemRouter } from './system/system.router';

type RouterFactory = (deps: AppDeps) => Router;

/**
 * Every feature's router. `beforeJson` ones need the raw body (Stripe webhooks); the rest get parsed JSON.
 * Each router mounts contract endpoints with full paths.
 */
export const featureRouters: { beforeJson: RouterFactory[]; main: RouterFactory[] } = {
  beforeJson: [],
  main: [createSystemRouter, createAuthRouter, createContactRouter],
};
