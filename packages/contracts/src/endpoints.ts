import type { Endpoint } from './endpoint';
import { apiTokensEndpoints } from './api-tokens';
import { webhooksEndpoints } from './webhooks';
import { activityEndpoints } from './activity';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { captureEndpoints } from './capture';
import { categoriesEndpoints } from './categories';
import { commentsEndpoints } from './comments';
import { compareEndpoints } from './compare';
import { contactEndpoints } from './contact';
import { decideEndpoints } from './decide';
import { foldersEndpoints } from './folders';
import { itemDetailEndpoints } from './item-detail';
import { itemsEndpoints } from './items';
import { linkImportEndpoints } from './link-import';
import { liveEndpoints } from './live';
import { moneyEndpoints } from './money';
import { notificationsEndpoints } from './notifications';
import { publicLinksEndpoints } from './public-links';
import { referralsEndpoints } from './referrals';
import { sharingEndpoints } from './sharing';
import { systemEndpoints } from './system';
import {
  passkeysEndpoints,
  securityHistoryEndpoints,
  sessionsEndpoints,
  signInStepsEndpoints,
  twoFactorEndpoints,
} from './account-security';
import { thisOrThatEndpoints } from './this-or-that';
import { votesEndpoints } from './votes';
import { folderImportEndpoints } from './folder-import';
import { folderExportEndpoints } from './folder-export';
import { dataExportEndpoints } from './data-export';
import { nextStepsEndpoints } from './next-steps';
import { calendarFeedEndpoints } from './calendar-feed';
import { templatesEndpoints } from './templates';

/** Every endpoint of the API, by feature. Add a feature's group here and it is mounted-checked and documented. */
export const endpointGroups = {
  auth: authEndpoints,
  account: accountEndpoints,
  categories: categoriesEndpoints,
  folders: foldersEndpoints,
  items: itemsEndpoints,
  itemDetail: itemDetailEndpoints,
  comments: commentsEndpoints,
  linkImport: linkImportEndpoints,
  contact: contactEndpoints,
  billing: billingEndpoints,
  referrals: referralsEndpoints,
  sharing: sharingEndpoints,
  compare: compareEndpoints,
  notifications: notificationsEndpoints,
  decide: decideEndpoints,
  system: systemEndpoints,
  capture: captureEndpoints,
  publicLinks: publicLinksEndpoints,
  live: liveEndpoints,
  activity: activityEndpoints,
  votes: votesEndpoints,
  thisOrThat: thisOrThatEndpoints,
  money: moneyEndpoints,
  folderImport: folderImportEndpoints,
  folderExport: folderExportEndpoints,
  dataExport: dataExportEndpoints,
  nextSteps: nextStepsEndpoints,
  calendarFeed: calendarFeedEndpoints,
  signInSteps: signInStepsEndpoints,
  passkeys: passkeysEndpoints,
  twoFactor: twoFactorEndpoints,
  sessions: sessionsEndpoints,
  securityHistory: securityHistoryEndpoints,
  apiTokens: apiTokensEndpoints,
  webhooks: webhooksEndpoints,
  templates: templatesEndpoints,
} as const;

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
