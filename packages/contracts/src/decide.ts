import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';
import { DECIDE } from './limits';
import { DECIDE_ERRORS } from './messages/decide';
import { recordedVoteSchema } from './votes';
import {
  CRITERION_KINDS,
  DIRECTIONS,
  scoreItems,
  type ScoringCriterion,
  type ScoringItem,
  type ScoringResult,
} from './scoring';

export const ITEM_STATUSES = DECIDE.statuses;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Criterion ids: `price`, `rating:avg`, `rating:<userId>`, `attr:<attribute name>`. */
export const PRICE_CRITERION = 'price';
export const AVERAGE_RATING_CRITERION = 'rating:avg';
export const ratingCriterionId = (userId: string) => `rating:${userId}`;

/**
 * The folder's ranking as the decision view shows it, on the server and in the web alike: rejected items leave
 * it, and the folder's budget knocks out what costs more.
 */
export function rankOpenItems(input: {
  criteria: readonly ScoringCriterion[];
  weights: Readonly<Record<string, number>>;
  items: ReadonlyArray<ScoringItem & { status: string }>;
  budgetCents: number | null;
}): ScoringResult {
  return scoreItems({
    criteria: input.criteria,
    weights: input.weights,
    items: input.items
      .filter((i) => i.status !== 'rejected')
      .map((i) => ({
        id: i.id,
        name: i.name,
        values: i.values,
        averageRating: i.averageRating,
        createdAt: i.createdAt,
        ...(i.leftOut && i.leftOut.length > 0 ? { leftOut: i.leftOut } : {}),
      })),
    budgetCents: input.budgetCents,
    priceCriterionId: PRICE_CRITERION,
  });
}
export const attributeCriterionId = (name: string) => `attr:${name}`;

/**
 * "Good deal", the one rule every screen shows: the current price is within DECIDE.goodDealWithin of the
 * lowest seen, over at least DECIDE.goodDealMinReads reads.
 */
export function isGoodDeal(
  currentCents: number | null,
  history: { lowest: number | null; reads: number } | null | undefined,
): boolean {
  return (
    currentCents !== null &&
    !!history &&
    history.lowest !== null &&
    history.reads >= DECIDE.goodDealMinReads &&
    currentCents <= history.lowest * (1 + DECIDE.goodDealWithin)
  );
}

/** "1500", "1,499.99", "$1500" -> cents; anything with letters -> NaN (the schema refuses it). */
export function amountToCents(value: string): number {
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

function amountSchema(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      // a number like a typed amount: at most two decimals (12.555 is refused, as "12.555" is)
      const cents =
        typeof v === 'number'
          ? Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
            ? Math.round(v * 100)
            : Number.NaN
          : amountToCents(v);
      if (!Number.isFinite(cents) || cents < 0 || cents > DECIDE.priceMaxCents) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    });
}

const weightSchema = z
  .number({ error: DECIDE_ERRORS.weightRange })
  .int(DECIDE_ERRORS.weightRange)
  .min(DECIDE.weightMin, DECIDE_ERRORS.weightRange)
  .max(DECIDE.weightMax, DECIDE_ERRORS.weightRange);

export const weightsSchema = z.record(z.string(), weightSchema, { error: DECIDE_ERRORS.weightsShape });

const boundSchema = z.number({ error: DECIDE_ERRORS.boundNotNumber }).nullable().optional();
export const mustHaveSchema = z.object({
  min: boundSchema,
  max: boundSchema,
  allowed: z
    .array(z.string({ error: DECIDE_ERRORS.allowedNotList }), { error: DECIDE_ERRORS.allowedNotList })
    .nullable()
    .optional(),
});

/** The folder-wide settings of one criterion (everyone in the folder shares them; weights are per person). */
export const criterionSettingsSchema = z.object({
  direction: z.enum(DIRECTIONS, { error: DECIDE_ERRORS.directionInvalid }).optional(),
  target: z.number({ error: DECIDE_ERRORS.targetNotNumber }).nullable().optional(),
  optionPoints: z
    .record(
      z.string(),
      z
        .number({ error: DECIDE_ERRORS.optionPointsRange })
        .int(DECIDE_ERRORS.optionPointsRange)
        .min(0, DECIDE_ERRORS.optionPointsRange)
        .max(DECIDE.optionPointsMax, DECIDE_ERRORS.optionPointsRange),
    )
    .optional(),
  /** null: not a must-have. */
  mustHave: mustHaveSchema.nullable().optional(),
});
export type CriterionSettings = z.infer<typeof criterionSettingsSchema>;

export const criterionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(CRITERION_KINDS),
  /** Where it comes from, for grouping in the view. */
  source: z.enum(['price', 'rating', 'average', 'attribute']),
  direction: z.enum(DIRECTIONS),
  target: z.number().nullable(),
  /** Options criteria: the values seen in the categories' options. */
  options: z.array(z.string()),
  optionPoints: z.record(z.string(), z.number()),
  mustHave: mustHaveSchema.nullable(),
  defaultWeight: z.number().int(),
  /** Number attributes: the unit values are shown with ("m2"); null otherwise. */
  unit: z.string().nullable(),
});
export type Criterion = z.infer<typeof criterionSchema>;

export const memberSchema = z.object({ userId: idSchema, name: z.string(), isViewer: z.boolean() });

export const consensusSchema = z.object({
  /** In the members' order; null: not rated. */
  ratings: z.array(z.number().int().nullable()),
  average: z.number().nullable(),
  /** Highest minus lowest rating; null when fewer than two people rated. */
  spread: z.number().nullable(),
  disagree: z.boolean(),
  /** One person rated it and nobody else has yet (whether that person is the viewer or another member). */
  notRatedByOthers: z.boolean(),
});

export const decisionItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  createdAt: isoDate,
  hasLink: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  statusReason: z.string().nullable(),
  targetPriceCents: z.number().int().nullable(),
  /** Values by criterion id (numbers for price and ratings, the attribute's text otherwise). */
  values: z.record(z.string(), z.union([z.number(), z.string()]).nullable()),
  averageRating: z.number().nullable(),
  /** Shared folders only (null otherwise). */
  consensus: consensusSchema.nullable(),
  /** The last recorded prices, oldest first (sparkline). */
  priceHistory: z.array(z.number().int()),
  /** Current price within DECIDE.goodDealWithin of the lowest over at least DECIDE.goodDealMinReads reads. */
  goodDeal: z.boolean(),
  /** The price in the folder's currency (its rate applied; the price itself when already in it); null: none. */
  priceInFolderCurrency: z.number().int().nullable().optional(),
  /** Criteria the item is left out of: `price` while its currency has no rate (absent in older records). */
  leftOut: z.array(z.string()).optional(),
});
export type DecisionItem = z.infer<typeof decisionItemSchema>;

export const contributionSchema = z.object({
  criterionId: z.string(),
  normalised: z.number(),
  points: z.number(),
  missing: z.boolean(),
  /** Left out of this criterion (see the item's `leftOut`): no points, not missing. */
  leftOut: z.boolean().optional(),
});
export const knockOutSchema = z.object({
  criterionId: z.string(),
  reason: z.enum(['missing', 'below_min', 'above_max', 'not_allowed', 'over_budget']),
  detail: z.string(),
});
export const rankedItemSchema = z.object({
  itemId: idSchema,
  rank: z.number().int().nullable(),
  /** 0-100 (the decision view: to 0.01); null when knocked out. */
  score: z.number().nullable(),
  /** How each criterion counted (the decision view: only criteria with weight above 0, to 0.01). */
  contributions: z.array(contributionSchema),
  knockOuts: z.array(knockOutSchema),
});
export const winnerChangeSchema = z.object({
  itemId: idSchema,
  criterionId: z.string(),
  from: z.number(),
  to: z.number(),
});
export const moveSchema = z.object({
  itemId: idSchema,
  name: z.string(),
  /** null: not ranked when last seen (see `fromOut`). */
  fromRank: z.number().int().nullable(),
  /** Seen last time, knocked out: "out -> 2nd" rather than "new -> 2nd". */
  fromOut: z.boolean(),
  toRank: z.number().int().nullable(),
  priceChangePct: z.number().nullable(),
});

/** A decision as recorded when an item was chosen: never recomputed. */
export const decisionRecordSchema = z.object({
  id: idSchema,
  itemId: idSchema.nullable(),
  itemName: z.string(),
  decidedAt: isoDate,
  decidedBy: z.string(),
  reason: z.string().nullable(),
  weightsUsed: z.enum(['mine', 'group']),
  weights: z.record(z.string(), z.number()),
  criteria: z.array(criterionSchema),
  members: z.array(memberSchema),
  items: z.array(decisionItemSchema),
  ranking: z.array(rankedItemSchema),
  budgetCents: z.number().int().nullable(),
  /** The folder's currency the budget and the ranking's prices were in (absent: recorded before currencies). */
  currency: z.string().optional(),
  /** The folder's dot vote as it stood when the choice was made (absent: none, or recorded before votes). */
  vote: recordedVoteSchema.nullable().optional(),
  /** The votes it replaced, newest first. */
  earlierVotes: z.array(recordedVoteSchema).optional(),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

export const WEIGHT_VIEWS = ['mine', 'group'] as const;

export const decisionViewSchema = z.object({
  folder: z.object({
    id: idSchema,
    name: z.string(),
    isShared: z.boolean(),
    budgetCents: z.number().int().nullable(),
    groupLocked: z.boolean(),
    viewerIsOwner: z.boolean(),
  }),
  /** The folder's currency, its rates, and the currencies its priced items use (mixing notices). */
  money: z.object({
    currency: z.string(),
    rates: z.array(z.object({ currency: z.string(), rate: z.number() })),
    /** Every currency the ranked items are priced in, sorted. */
    currencies: z.array(z.string()),
    /** Currencies of priced items with no rate: those items are left out of the price criterion. */
    missingRates: z.array(z.string()),
  }),
  criteria: z.array(criterionSchema),
  members: z.array(memberSchema),
  myWeights: z.record(z.string(), z.number()),
  /** The mean of the members' weights (or the locked ones); null unless shared. */
  groupWeights: z.record(z.string(), z.number()).nullable(),
  weightsUsed: z.enum(WEIGHT_VIEWS),
  items: z.array(decisionItemSchema),
  ranking: z.array(rankedItemSchema),
  winnerId: idSchema.nullable(),
  runnerUpId: idSchema.nullable(),
  winnerChange: winnerChangeSchema.nullable(),
  /** What moved since the viewer last marked the view seen. */
  moves: z.array(moveSchema),
  /** The open record, when the folder is decided. */
  decision: decisionRecordSchema.nullable(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

const weightsViewSchema = z.enum(WEIGHT_VIEWS, { error: DECIDE_ERRORS.weightsViewInvalid });
export const decisionQuerySchema = z.object({ weights: weightsViewSchema.default('mine') });

export const updateWeightsSchema = z.object({
  weights: weightsSchema,
});
export const updateCriteriaSchema = z.object({
  criteria: z.record(z.string(), criterionSettingsSchema, { error: DECIDE_ERRORS.criteriaShape }),
});
export const updateBudgetSchema = z.object({ budget: amountSchema(DECIDE_ERRORS.budgetInvalid) });
export const groupLockSchema = z.object({ locked: z.boolean({ error: DECIDE_ERRORS.lockedNotBoolean }) });
export const itemStatusBodySchema = z.object({
  status: z.enum(ITEM_STATUSES, { error: DECIDE_ERRORS.statusInvalid }),
  reason: z
    .string()
    .trim()
    .max(DECIDE.statusReasonMax, DECIDE_ERRORS.reasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** With "chosen": whose weights the record keeps. */
  weights: weightsViewSchema.default('mine'),
});
export const itemStatusSchema = z.object({
  itemId: idSchema,
  status: z.enum(ITEM_STATUSES),
  statusReason: z.string().nullable(),
});
export const targetPriceBodySchema = z.object({
  targetPrice: amountSchema(DECIDE_ERRORS.targetPriceInvalid),
});
export const targetPriceSchema = z.object({
  itemId: idSchema,
  targetPriceCents: z.number().int().nullable(),
});

const folderParams = idParamsSchema;
const tag = 'Decide';

export const decideEndpoints = {
  view: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/decision',
    summary: "The folder's decision view: criteria, weights, ranked items with contributions, consensus",
    tag,
    auth: true,
    params: folderParams,
    query: decisionQuerySchema,
    response: decisionViewSchema,
  }),
  updateWeights: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/decision/weights',
    summary: "Sets the caller's own weights (0-10 per criterion)",
    tag,
    auth: true,
    params: folderParams,
    body: updateWeightsSchema,
    response: z.object({ weights: z.record(z.string(), z.number()) }),
  }),
  updateCriteria: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/decision/criteria',
    summary: 'Sets directions, targets, option points and must-haves of criteria (shared by the folder)',
    tag,
    auth: true,
    params: folderParams,
    body: updateCriteriaSchema,
    response: z.object({ criteria: z.array(criterionSchema) }),
  }),
  updateBudget: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/decision/budget',
    summary: "Sets the folder's budget (null: none)",
    tag,
    auth: true,
    params: folderParams,
    body: updateBudgetSchema,
    response: z.object({ budgetCents: z.number().int().nullable() }),
  }),
  lockGroup: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/decision/group-lock',
    summary: "Locks the group weights at their current mean, or unlocks them (the folder's owner only)",
    tag,
    auth: true,
    params: folderParams,
    body: groupLockSchema,
    response: z.object({ locked: z.boolean() }),
  }),
  markSeen: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/decision/seen',
    summary: 'Remembers the current ranking as seen by the caller ("what moved since you last looked")',
    tag,
    auth: true,
    params: folderParams,
    query: decisionQuerySchema,
  }),
  reopen: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/decision/reopen',
    summary: 'Reopens a decided folder (the chosen item goes back to shortlisted)',
    tag,
    auth: true,
    params: folderParams,
    response: z.object({ reopened: z.boolean() }),
  }),
  setStatus: defineEndpoint({
    method: 'put',
    path: '/api/items/:id/status',
    summary: 'Sets an item’s status; "chosen" records the decision with a snapshot',
    tag,
    auth: true,
    params: idParamsSchema,
    body: itemStatusBodySchema,
    response: itemStatusSchema,
  }),
  setTargetPrice: defineEndpoint({
    method: 'put',
    path: '/api/items/:id/target-price',
    summary: "Sets an item's target price, watched on each price refresh (Premium; the item needs a link)",
    tag,
    auth: true,
    params: idParamsSchema,
    body: targetPriceBodySchema,
    response: targetPriceSchema,
  }),
};
