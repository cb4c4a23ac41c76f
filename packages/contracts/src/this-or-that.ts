import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';
import { ITEM } from './limits';
import { THIS_OR_THAT_ERRORS } from './messages/votes';

/**
 * "This or that": one person answers pairs of a folder's items ("Which do you prefer?") until their own order
 * is settled. Nobody else sees a round; ratings are only written when the person confirms them.
 */

export const THIS_OR_THAT_ANSWERS = ['left', 'right', 'same', 'skip'] as const;
export type ThisOrThatAnswer = (typeof THIS_OR_THAT_ANSWERS)[number];

export const answerBodySchema = z.object({
  /** The pair as it was shown: an answer to an older pair is refused. */
  leftId: idSchema,
  rightId: idSchema,
  answer: z.enum(THIS_OR_THAT_ANSWERS, { error: THIS_OR_THAT_ERRORS.answerInvalid }),
});

export const applyRatingsBodySchema = z.object({
  ratings: z.record(
    z.string(),
    z
      .number({ error: THIS_OR_THAT_ERRORS.ratingRange })
      .int(THIS_OR_THAT_ERRORS.ratingRange)
      .min(ITEM.ratingMin, THIS_OR_THAT_ERRORS.ratingRange)
      .max(ITEM.ratingMax, THIS_OR_THAT_ERRORS.ratingRange),
    { error: THIS_OR_THAT_ERRORS.ratingsShape },
  ),
});

export const pairItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  photoUrl: z.string().nullable(),
  /** The first few characteristics with a value, in display order. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const thisOrThatRoundSchema = z.object({
  id: idSchema,
  startedAt: isoDate,
  /** Set once the order is settled or the answers reach `budget`. */
  finishedAt: isoDate.nullable(),
  answers: z.number().int(),
  /** At most this many answers: about n log2 n for n items. */
  budget: z.number().int(),
  items: z.array(pairItemSchema),
  /** The pair to show; null once finished. */
  next: z.object({ leftId: idSchema, rightId: idSchema }).nullable(),
  /** The person's order, best first; "about the same" items share a place. */
  order: z.array(
    z.object({
      itemId: idSchema,
      place: z.number().int(),
      /** The model's chance it beats the next one (null for the last). */
      confidence: z.number().nullable(),
      /** The answers settle its step to the next one (directly or through others). */
      settled: z.boolean(),
    }),
  ),
  /** 0-1: the mean chance over the order's steps. */
  confidence: z.number(),
  /** Suggested 1-10 ratings from the order: shown for confirmation, never written by themselves. */
  suggestedRatings: z.record(z.string(), z.number().int()),
});
export type ThisOrThatRound = z.infer<typeof thisOrThatRoundSchema>;

export const thisOrThatStateSchema = z.object({ round: thisOrThatRoundSchema.nullable() });

const tag = 'This or that';
const params = idParamsSchema;

export const thisOrThatEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/this-or-that',
    summary: 'The caller\'s current round of "this or that" in the folder (null: none)',
    tag,
    auth: true,
    params,
    response: thisOrThatStateSchema,
  }),
  start: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/this-or-that',
    summary: 'Starts a new round over the folder’s items that are not rejected (replaces the caller’s last)',
    tag,
    auth: true,
    params,
    response: thisOrThatRoundSchema,
    status: 201,
  }),
  answer: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/this-or-that/answers',
    summary: 'Answers the pair shown: the left, the right, about the same, or skip; answers the next pair',
    tag,
    auth: true,
    params,
    body: answerBodySchema,
    response: thisOrThatRoundSchema,
  }),
  applyRatings: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/this-or-that/ratings',
    summary:
      'Saves the ratings the caller confirmed (suggested from their order, maybe changed) as their own',
    tag,
    auth: true,
    params,
    body: applyRatingsBodySchema,
    response: z.object({ saved: z.number().int() }),
  }),
};
