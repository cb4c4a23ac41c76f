import { z } from 'zod';
import { pairItemSchema, thisOrThatRoundSchema } from './this-or-that';
import {
  recordedVoteSchema,
  voteResultItemSchema,
  voteResultSchema,
  voteSchema,
  voteStateSchema,
  voteVetoSchema,
} from './votes';
import { activityEntrySchema } from './activity';
import { exportPersonSchema } from './folder-export';
import { importColumnSchema, importNewAttributeSchema } from './folder-import';
import { apiTokenSchema } from './api-tokens';
import { appUserSchema, authSessionSchema, profileSchema } from './auth';
import { categoryUsageSchema, subscriptionPlanSchema, subscriptionStatusSchema } from './billing';
import { bulkEntrySchema, bulkImportSchema, captureFolderSchema } from './capture';
import { categoryAttributeSchema, categorySchema } from './categories';
import { commentSchema, undeliveredMentionSchema } from './comments';
import {
  collaborativeItemSchema,
  collaborativeRatingsSchema,
  compareAttributeRowSchema,
  compareItemSchema,
  compareMemberSchema,
  comparisonSchema,
  memberRatingSchema,
} from './compare';
import {
  consensusSchema,
  contributionSchema,
  criterionSchema,
  criterionSettingsSchema,
  decisionItemSchema,
  decisionRecordSchema,
  decisionViewSchema,
  knockOutSchema,
  memberSchema,
  mustHaveSchema,
  rankedItemSchema,
} from './decide';
import { breadcrumbEntrySchema, folderDetailSchema, folderSummarySchema } from './folders';
import { itemViewSchema, mediaSchema, nextStepSchema, noteSchema } from './item-detail';
import {
  itemAttributeValueSchema,
  itemCardSchema,
  itemDetailSchema,
  itemMemberRatingSchema,
  userRefSchema,
} from './items';
import {
  linkPreviewSchema,
  priceHistorySchema,
  pricePointSchema,
  priceRefreshSchema,
  priceTrendSchema,
} from './link-import';
import { notificationSchema, notificationSettingsSchema } from './notifications';
import {
  publicFolderSchema,
  publicItemSchema,
  publicLinkSchema,
  publicRankSchema,
  publicViewSchema,
} from './public-links';
import { referralCreditSchema, referralSummarySchema } from './referrals';
import { collaboratorSchema, pendingInvitationSchema, profileRefSchema } from './sharing';
import { webhookDeliverySchema, webhookSchema } from './webhooks';
import { datedStepSchema, stepPlaceSchema } from './next-steps';
import { assertionResponseSchema, authenticationResponseSchema } from './account-security';

/**
 * The shapes that stand inside other answers, by the name they carry in the OpenAPI document's
 * `components/schemas`: a generated client gets one type each instead of a copy wherever one is nested. Any
 * schema met while converting an endpoint that is in this registry becomes a `$ref`; add a shape here when it
 * starts to be nested.
 */
export const componentNames = z.registry<{ id: string }>();

const NAMED = {
  ActivityEntry: activityEntrySchema,
  AuthSession: authSessionSchema,
  AppUser: appUserSchema,
  Profile: profileSchema,
  ProfileRef: profileRefSchema,
  UserRef: userRefSchema,
  SubscriptionPlan: subscriptionPlanSchema,
  SubscriptionStatus: subscriptionStatusSchema,
  CategoryUsage: categoryUsageSchema,
  CaptureFolder: captureFolderSchema,
  BulkEntry: bulkEntrySchema,
  BulkImport: bulkImportSchema,
  Category: categorySchema,
  CategoryAttribute: categoryAttributeSchema,
  FolderSummary: folderSummarySchema,
  FolderDetail: folderDetailSchema,
  BreadcrumbEntry: breadcrumbEntrySchema,
  ItemCard: itemCardSchema,
  ItemDetail: itemDetailSchema,
  ItemView: itemViewSchema,
  ItemAttributeValue: itemAttributeValueSchema,
  ItemMemberRating: itemMemberRatingSchema,
  Note: noteSchema,
  NextStep: nextStepSchema,
  DatedStep: datedStepSchema,
  StepPlace: stepPlaceSchema,
  PasskeyAssertion: authenticationResponseSchema,
  PasskeyAssertionResponse: assertionResponseSchema,
  Media: mediaSchema,
  Comment: commentSchema,
  UndeliveredMention: undeliveredMentionSchema,
  LinkPreview: linkPreviewSchema,
  PriceRefresh: priceRefreshSchema,
  PriceHistory: priceHistorySchema,
  PricePoint: pricePointSchema,
  PriceTrend: priceTrendSchema,
  Comparison: comparisonSchema,
  CompareItem: compareItemSchema,
  CompareAttributeRow: compareAttributeRowSchema,
  CompareMember: compareMemberSchema,
  MemberRating: memberRatingSchema,
  CollaborativeRatings: collaborativeRatingsSchema,
  CollaborativeItem: collaborativeItemSchema,
  Criterion: criterionSchema,
  CriterionSettings: criterionSettingsSchema,
  MustHave: mustHaveSchema,
  DecisionMember: memberSchema,
  Consensus: consensusSchema,
  DecisionItem: decisionItemSchema,
  Contribution: contributionSchema,
  KnockOut: knockOutSchema,
  RankedItem: rankedItemSchema,
  DecisionRecord: decisionRecordSchema,
  DecisionView: decisionViewSchema,
  Notification: notificationSchema,
  NotificationSettings: notificationSettingsSchema,
  PublicLink: publicLinkSchema,
  PublicView: publicViewSchema,
  PublicItem: publicItemSchema,
  PublicFolder: publicFolderSchema,
  PublicRank: publicRankSchema,
  ReferralCredit: referralCreditSchema,
  ReferralSummary: referralSummarySchema,
  Collaborator: collaboratorSchema,
  PendingInvitation: pendingInvitationSchema,
  ApiToken: apiTokenSchema,
  Webhook: webhookSchema,
  WebhookDelivery: webhookDeliverySchema,
  Vote: voteSchema,
  VoteState: voteStateSchema,
  VoteResult: voteResultSchema,
  VoteResultItem: voteResultItemSchema,
  VoteVeto: voteVetoSchema,
  RecordedVote: recordedVoteSchema,
  ThisOrThatRound: thisOrThatRoundSchema,
  PairItem: pairItemSchema,
  ExportPerson: exportPersonSchema,
  ImportColumn: importColumnSchema,
  ImportNewAttribute: importNewAttributeSchema,
} satisfies Record<string, z.ZodType>;

for (const [id, schema] of Object.entries(NAMED)) componentNames.add(schema, { id });
