import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';
import { VOTES } from './limits';
import { VOTE_ERRORS } from './messages/votes';

/**
 * Dot votes on a shortlist. Everyone who may rate spreads `VOTES.dotsPerPerson` whole dots and holds at most
 * `VOTES.vetoesPerPerson` veto with a reason. A person sees the tally once they have voted; names show once
 * everyone has voted, the vote closes, or the owner reveals.
 */

const dotCountSchema = z
  .number({ error: VOTE_ERRORS.dotsNotWhole })
  .int(VOTE_ERRORS.dotsNotWhole)
  .min(0, VOTE_ERRORS.dotsNegative)
  .max(VOTES.dotsPerPerson, VOTE_ERRORS.tooManyDots);

export const vetoInputSchema = z.object({
  itemId: idSchema,
  reason: z
    .string({ error: VOTE_ERRORS.vetoNeedsReason })
    .trim()
    .min(1, VOTE_ERRORS.vetoNeedsReason)
    .max(VOTES.vetoReasonMax, VOTE_ERRORS.vetoReasonTooLong),
});

export const ballotBodySchema = z.object({
  /** Dots by item id; items left out get none. */
  dots: z
    .record(z.string(), dotCountSchema, { error: VOTE_ERRORS.dotsShape })
    .refine((d) => Object.values(d).reduce((sum, n) => sum + n, 0) <= VOTES.dotsPerPerson, {
      message: VOTE_ERRORS.tooManyDots,
    }),
  /** At most one; empty for none. */
  vetoes: z
    .array(vetoInputSchema, { error: VOTE_ERRORS.oneVeto })
    .max(VOTES.vetoesPerPerson, VOTE_ERRORS.oneVeto)
    .default([]),
});
export type BallotInput = z.input<typeof ballotBodySchema>;

export const openVoteBodySchema = z.object({
  /** Omitted: the folder's shortlisted items. */
  itemIds: z
    .array(idSchema, { error: VOTE_ERRORS.itemsRange })
    .min(VOTES.itemsMin, VOTE_ERRORS.itemsRange)
    .max(VOTES.itemsMax, VOTE_ERRORS.itemsRange)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /** Optional closing time (ISO 8601 with offset); null or omitted: open until the owner closes it. */
  closesAt: z.iso.datetime({ offset: true, error: VOTE_ERRORS.closesAtInvalid }).nullish(),
});
export type OpenVoteInput = z.input<typeof openVoteBodySchema>;

export const overruleBodySchema = z.object({
  /** The item whose veto the owner overrules. */
  vetoedItemId: idSchema,
  reason: z
    .string({ error: VOTE_ERRORS.overruleNeedsReason })
    .trim()
    .min(1, VOTE_ERRORS.overruleNeedsReason)
    .max(VOTES.overruleReasonMax, VOTE_ERRORS.overruleReasonTooLong),
});

export const voteVetoSchema = z.object({
  reason: z.string(),
  /** The vetoer's name once names show; null before. */
  by: z.string().nullable(),
  /** The owner kept the item in the result anyway. */
  overruled: z.object({ by: z.string(), reason: z.string(), at: isoDate }).nullable(),
});

export const voteResultItemSchema = z.object({
  itemId: idSchema,
  name: z.string(),
  dots: z.number().int(),
  /** The place in the group's result (ties share it); null: vetoed out. */
  rank: z.number().int().nullable(),
  /** Everyone who voted gave it at least one dot. */
  agreedByEveryone: z.boolean(),
  /** Vetoed by someone while others gave it at least an even share of the dots. */
  split: z.boolean(),
  vetoes: z.array(voteVetoSchema),
  /** Who gave how many dots, once names show; null before. */
  givers: z.array(z.object({ name: z.string(), dots: z.number().int() })).nullable(),
});

export const voteResultSchema = z.object({
  /** Dots given so far, by everyone who voted. */
  dotsCast: z.number().int(),
  /** Ranked first (by dots), vetoed items last. */
  items: z.array(voteResultItemSchema),
  /** Groups of items sharing a place, each with two or more items. */
  ties: z.array(z.object({ rank: z.number().int(), itemIds: z.array(idSchema) })),
  /** The items at the top of the group's result (more than one: a tie for first). */
  leaderIds: z.array(idSchema),
  namesShown: z.boolean(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const voteSchema = z.object({
  id: idSchema,
  openedAt: isoDate,
  openedBy: z.string(),
  closesAt: isoDate.nullable(),
  /** When the owner closed it, or the closing time passed. */
  closedAt: isoDate.nullable(),
  isOpen: z.boolean(),
  revealedAt: isoDate.nullable(),
  items: z.array(z.object({ itemId: idSchema, name: z.string() })),
  /** Everyone who may vote, with whether they have (never what). */
  voters: z.array(z.object({ userId: idSchema, name: z.string(), voted: z.boolean() })),
  progress: z.object({ voted: z.number().int(), eligible: z.number().int() }),
  /** The caller may cast or change a ballot now. */
  canVote: z.boolean(),
  /** The caller may reveal, close, remind and overrule (the folder's owner). */
  canManage: z.boolean(),
  myBallot: z
    .object({
      dots: z.record(z.string(), z.number().int()),
      vetoes: z.array(z.object({ itemId: idSchema, reason: z.string() })),
    })
    .nullable(),
  /** Hidden (null) until the caller has voted, unless everyone has, the vote closed or the owner revealed. */
  result: voteResultSchema.nullable(),
  remindedAt: isoDate.nullable(),
});
export type Vote = z.infer<typeof voteSchema>;

/** A vote as a decision record keeps it: the full result, names as they were shown then. */
export const recordedVoteSchema = z.object({
  id: idSchema,
  openedAt: isoDate,
  openedBy: z.string(),
  closedAt: isoDate.nullable(),
  progress: z.object({ voted: z.number().int(), eligible: z.number().int() }),
  result: voteResultSchema,
});
export type RecordedVote = z.infer<typeof recordedVoteSchema>;

export const voteStateSchema = z.object({
  /** The latest vote; null: none yet. */
  vote: voteSchema.nullable(),
  /** Earlier votes, newest first, each replaced by the next. */
  history: z.array(
    z.object({
      id: idSchema,
      openedAt: isoDate,
      openedBy: z.string(),
      closedAt: isoDate.nullable(),
      /** Null unless the caller saw its tally (voted, or names shown). */
      result: voteResultSchema.nullable(),
    }),
  ),
});
export type VoteState = z.infer<typeof voteStateSchema>;

const tag = 'Votes';
const params = idParamsSchema;

export const votesEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/votes',
    summary: "The folder's current dot vote as the caller may see it, and earlier votes",
    tag,
    auth: true,
    params,
    response: voteStateSchema,
  }),
  open: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/votes',
    summary:
      'Opens a dot vote on the shortlist or on chosen items (the owner of a shared folder); replaces the last',
    tag,
    auth: true,
    params,
    body: openVoteBodySchema,
    response: voteSchema,
    status: 201,
  }),
  ballot: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/votes/current/ballot',
    summary: "Casts or changes the caller's ballot: dots by item and at most one veto with a reason",
    tag,
    auth: true,
    params,
    body: ballotBodySchema,
    response: voteSchema,
  }),
  reveal: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/votes/current/reveal',
    summary: 'Shows everyone the tally and who gave what (the owner)',
    tag,
    auth: true,
    params,
    response: voteSchema,
  }),
  close: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/votes/current/close',
    summary: 'Closes the vote now (the owner)',
    tag,
    auth: true,
    params,
    response: voteSchema,
  }),
  remind: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/votes/current/reminders',
    summary: 'Notifies those who have not voted yet (the owner)',
    tag,
    auth: true,
    params,
    response: z.object({ reminded: z.number().int() }),
  }),
  overrule: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/votes/current/overrules',
    summary: "Keeps a vetoed item in the group's result, with the owner's recorded reason",
    tag,
    auth: true,
    params,
    body: overruleBodySchema,
    response: voteSchema,
  }),
};
