import type { Router } from 'express';
import type { AppDeps } from '../deps';
import type { Routes } from '../http/route-table';
import { mountActivityRoutes } from './activity/activity.router';
import { mountApiTokensRoutes } from './api-tokens/api-tokens.router';
import { mountWebhooksRoutes } from './webhooks/webhooks.router';
import { mountAccountRoutes } from './account/account.router';
import { mountAuthRoutes } from './auth/auth.router';
import { createBillingWebhookRouter, mountBillingRoutes } from './billing/billing.router';
import { mountCalendarFeedRoutes } from './calendar-feed/calendar-feed.router';
import { mountCaptureRoutes } from './capture/capture.router';
import { mountCategoriesRoutes } from './categories/categories.router';
import { mountCommentsRoutes } from './comments/comments.router';
import { mountCompareRoutes } from './compare/compare.router';
import { mountContactRoutes } from './contact/contact.router';
import { mountDataExportRoutes } from './data-export/data-export.router';
import { mountDecideRoutes } from './decide/decide.router';
import { mountFolderExportRoutes } from './folder-export/folder-export.router';
import { mountFolderImportRoutes } from './folder-import/folder-import.router';
import { mountFoldersRoutes } from './folders/folders.router';
import { mountItemsRoutes } from './items/items.router';
import { mountItemEditsRoutes } from './item-edits/item-edits.router';
import { mountLinkImportRoutes } from './link-import/link-import.router';
import { mountLiveRoutes } from './live/live.router';
import { mountMediaRoutes } from './media/media.router';
import { mountMoneyRoutes } from './money/money.router';
import { mountNextStepsRoutes } from './next-steps/next-steps.router';
import { mountNotesRoutes } from './notes/notes.router';
import { mountNotificationsRoutes } from './notifications/notifications.router';
import { mountRatingsRoutes } from './ratings/ratings.router';
import { mountPublicLinksRoutes } from './public-links/public-links.router';
import { mountReferralsRoutes } from './referrals/referrals.router';
import { mountSharingRoutes } from './sharing/sharing.router';
import { mountSystemRoutes } from './system/system.router';
import { mountThisOrThatRoutes } from './this-or-that/this-or-that.router';
import { mountTemplatesRoutes } from './templates/templates.router';
import { mountVotesRoutes } from './votes/votes.router';
import { mountPasskeysRoutes } from './passkeys/passkeys.router';
import { mountSecurityHistoryRoutes } from './security-history/security-history.router';
import { mountSessionsRoutes } from './sessions/sessions.router';
import { mountTwoFactorRoutes } from './two-factor/two-factor.router';

type RouterFactory = (deps: AppDeps) => Router;
type RoutesOf = (routes: Routes, deps: AppDeps) => void;

/**
 * Every feature's routes. `beforeJson` ones are Express routers that need the raw body (Stripe webhooks); the
 * rest put their contract endpoints (full paths) on the one route table (http/route-table.ts). Express matches
 * in this order; test/http/route-table.test.ts fails when a route's own path would reach an earlier one.
 */
export const featureRouters: { beforeJson: RouterFactory[]; main: RoutesOf[] } = {
  beforeJson: [createBillingWebhookRouter],
  main: [
    mountFoldersRoutes,
    mountItemsRoutes,
    mountCompareRoutes,
    mountDecideRoutes,
    mountMoneyRoutes,
    mountRatingsRoutes,
    mountItemEditsRoutes,
    mountNotesRoutes,
    mountCommentsRoutes,
    mountNextStepsRoutes,
    mountMediaRoutes,
    mountLiveRoutes,
    mountNotificationsRoutes,
    mountActivityRoutes,
    mountCategoriesRoutes,
    mountSharingRoutes,
    mountAuthRoutes,
    mountAccountRoutes,
    mountPasskeysRoutes,
    mountTwoFactorRoutes,
    mountSessionsRoutes,
    mountSecurityHistoryRoutes,
    mountSystemRoutes,
    mountContactRoutes,
    mountLinkImportRoutes,
    mountBillingRoutes,
    mountReferralsRoutes,
    mountCaptureRoutes,
    mountPublicLinksRoutes,
    mountCalendarFeedRoutes,
    mountVotesRoutes,
    mountThisOrThatRoutes,
    mountFolderImportRoutes,
    mountFolderExportRoutes,
    mountDataExportRoutes,
    mountApiTokensRoutes,
    mountWebhooksRoutes,
    mountTemplatesRoutes,
  ],
};
