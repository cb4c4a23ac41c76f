import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { createActivityRouter } from './activity/activity.router';
import { createAccountRouter } from './account/account.router';
import { createAuthRouter } from './auth/auth.router';
import { createBillingRouter, createBillingWebhookRouter } from './billing/billing.router';
import { createCaptureRouter } from './capture/capture.router';
import { createCategoriesRouter } from './categories/categories.router';
import { createCommentsRouter } from './comments/comments.router';
import { createCompareRouter } from './compare/compare.router';
import { createContactRouter } from './contact/contact.router';
import { createDecideRouter } from './decide/decide.router';
import { createFoldersRouter } from './folders/folders.router';
import { createItemsRouter } from './items/items.router';
import { createItemEditsRouter } from './item-edits/item-edits.router';
import { createLinkImportRouter } from './link-import/link-import.router';
import { createLiveRouter } from './live/live.router';
import { createMediaRouter } from './media/media.router';
import { createNextStepsRouter } from './next-steps/next-steps.router';
import { createNotesRouter } from './notes/notes.router';
import { createNotificationsRouter } from './notifications/notifications.router';
import { createRatingsRouter } from './ratings/ratings.router';
import { createPublicLinksRouter } from './public-links/public-links.router';
import { createReferralsRouter } from './referrals/referrals.router';
import { createSharingRouter } from './sharing/sharing.router';
import { createSystemRouter } from './system/system.router';

type RouterFactory = (deps: AppDeps) => Router;

/**
 * Every feature's router. `beforeJson` ones need the raw body (Stripe webhooks); the rest get parsed JSON.
 * Each router mounts contract endpoints with full paths.
 */
export const featureRouters: { beforeJson: RouterFactory[]; main: RouterFactory[] } = {
  beforeJson: [createBillingWebhookRouter],
  // Express walks the routers in this order for every request, trying each route's path: the hot reads
  // (issue 13) come first so that they are found after a few tries, not after most of the 228 routes. No two
  // contract paths overlap (no route can shadow another's), so the order changes nothing else.
  main: [
    createFoldersRouter,
    createItemsRouter,
    createCompareRouter,
    createDecideRouter,
    createRatingsRouter,
    createItemEditsRouter,
    createNotesRouter,
    createCommentsRouter,
    createNextStepsRouter,
    createMediaRouter,
    createLiveRouter,
    createNotificationsRouter,
    createActivityRouter,
    createCategoriesRouter,
    createSharingRouter,
    createAuthRouter,
    createAccountRouter,
    createSystemRouter,
    createContactRouter,
    createLinkImportRouter,
    createBillingRouter,
    createReferralsRouter,
    createCaptureRouter,
    createPublicLinksRouter,
  ],
};
