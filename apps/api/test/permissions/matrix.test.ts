/**
 * The permission matrix (DESIGN §8, roles): every route of `allEndpoints`, for six callers: the owner
 * of a folder tree (own), an editor, a rater and a viewer collaborating on an ANCESTOR of the folder used
 * (shared, one per role), another signed-in user (stranger), and nobody (signed out).
 * One table keyed by "METHOD /path" gives the expected status of each cell; a route that is not in the table
 * fails the test, so a new route must join it. Routes outside folder trees (accounts, billing, system) are in
 * the table too, with the reason, and are checked for the signed-out cell.
 *
 * All signed-in users are Premium, so the cells show access rules, not plan gates (those are tested in each
 * feature's suite). One world serves many rows: it is rebuilt only after a write succeeded, so reads and
 * refusals share it (the matrix stays fast with six callers).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Category, type Endpoint } from '@shortlist/contracts';
import {
  createUser,
  type TestUser,
  addCollaborator,
  attributeId,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
} from '../factories';
import { pngImage, saveItem, uploadPhotos } from '../item-detail/helpers';
import { startFixtureServer, type FixtureServer } from '../link-reader/fixture-server';
import { createTestContext, type TestContext } from '../test-app';

type Caller = 'owner' | 'editor' | 'rater' | 'viewer' | 'other' | 'signedOut';
/** Weakest first: refusals run before the write that succeeds, so fewer rebuilds are needed. */
const CALLERS: Caller[] = ['signedOut', 'other', 'viewer', 'rater', 'editor', 'owner'];
/** The order of a row's `expect` cells. */
const COLUMNS: Caller[] = ['owner', 'editor', 'rater', 'viewer', 'other', 'signedOut'];

/** Everything a request may point at. */
interface World {
  users: Record<Exclude<Caller, 'signedOut'>, TestUser>;
  /** root (shared with the editor, rater and viewer) > folder (used by the routes), sibling (a move target). */
  rootId: string;
  folderId: string;
  siblingId: string;
  category: Category;
  itemId: string;
  otherItemId: string;
  /** Private items in the folder: one the editor created, one the owner created. */
  privateItemIds: { editor: string; owner: string };
  noteId: string;
  /** A comment written by the rater (own for the rater, shared for the others). */
  commentId: string;
  stepId: string;
  mediaId: string;
  invitationId: string;
  /** A live public link of the folder, a bulk add by the owner and its failed line. */
  publicToken: string;
  bulkImportId: string;
  bulkEntryId: string;
  /** A webhook of the folder (the owner's), to a closed local port. */
  webhookId: string;
}

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Multipart: text fields and files. */
  fields?: Record<string, string>;
  files?: Array<{ field: string; name: string; body: Buffer; contentType: string }>;
}

type Row =
  /** [owner, editor, rater, viewer (all three on an ancestor), another user, signed out] */
  | {
      expect: [number, number, number, number, number, number];
      call: (w: World) => Call;
      /** A success only adds or edits what no other cell depends on: the world is kept for the next callers. */
      keepsWorld?: boolean;
    }
  /** Not inside a folder tree: only the signed-out cell is checked (401 when the route needs a session). */
  | { outside: string };

const account = { outside: "the caller's own account, not a folder tree" };
const publicRoute = { outside: 'public route, no folder tree' };
const billing = { outside: "the caller's own plan and payments" };

const png = async () => ({
  field: 'photos',
  name: 'p.png',
  body: await pngImage(),
  contentType: 'image/png',
});

const TABLE: Record<string, Row> = {
  // accounts, sessions, billing, system
  'POST /api/auth/sign-up': publicRoute,
  'POST /api/auth/sign-in': publicRoute,
  'POST /api/auth/refresh': publicRoute,
  'POST /api/auth/sign-out': publicRoute,
  'GET /api/auth/session': account,
  'GET /api/auth/availability/email': publicRoute,
  'GET /api/auth/availability/nickname': publicRoute,
  'GET /api/referrals/check': publicRoute,
  'GET /api/referrals/me': account,
  'POST /api/account/password-reset/send-code': publicRoute,
  'POST /api/account/password-reset/verify-code': publicRoute,
  'POST /api/account/password-reset': publicRoute,
  'POST /api/account/email-change/send-code': account,
  'POST /api/account/email-change/verify-code': account,
  'POST /api/account/email-change': account,
  'POST /api/account/email-change/undo': publicRoute,
  'POST /api/account/confirm-email': publicRoute,
  'POST /api/account/confirm-email/resend': account,
  'POST /api/account/password': account,
  'DELETE /api/account': account,
  'PATCH /api/profile': account,
  // passkeys, two-factor, sessions, security history: the caller's own sign-in (others' passkeys and sessions 404)
  'POST /api/auth/passkey/options': publicRoute,
  'POST /api/auth/passkey': publicRoute,
  'POST /api/auth/two-factor': publicRoute,
  'GET /api/passkeys': account,
  'POST /api/passkeys/registration-options': account,
  'POST /api/passkeys': account,
  'POST /api/passkeys/confirm-options': account,
  'PATCH /api/passkeys/:id': account,
  'POST /api/passkeys/:id/remove': account,
  'GET /api/two-factor': account,
  'POST /api/two-factor/setup': account,
  'POST /api/two-factor/enable': account,
  'POST /api/two-factor/recovery-codes': account,
  'POST /api/two-factor/disable': account,
  'POST /api/two-factor/trusted-devices/forget': account,
  'GET /api/sessions': account,
  'POST /api/sessions/:id/sign-out': account,
  'POST /api/sessions/sign-out-others': account,
  'GET /api/security-history': account,
  // personal API tokens: the caller's own (others' revoke answers 404: test/api-tokens)
  'GET /api/account/api-tokens': account,
  'POST /api/account/api-tokens': account,
  'DELETE /api/account/api-tokens/:id': account,
  'POST /api/contact': publicRoute,
  'GET /api/plans': publicRoute,
  'GET /api/billing/subscription': billing,
  'POST /api/billing/subscription/refresh': billing,
  'POST /api/billing/checkout': billing,
  'POST /api/billing/portal': billing,
  'POST /api/billing/webhook': publicRoute,
  'GET /api/billing/test-checkout/:id': billing,
  'POST /api/billing/test-checkout/:id/pay': billing,
  'POST /api/billing/test-checkout/:id/cancel': billing,
  'POST /api/billing/test-subscription/cancel': billing,
  'GET /api/health': publicRoute,
  'GET /api/ready': publicRoute,
  'GET /api/metrics': { outside: 'operators only: its own bearer token (METRICS_TOKEN), 404 when unset' },
  'GET /api/dev/mailbox': publicRoute,
  'GET /api/notifications': { outside: "the caller's own notifications" },
  'GET /api/notifications/unread-count': { outside: "the caller's own notifications" },
  'POST /api/notifications/read': { outside: "the caller's own notifications (others' ids are ignored)" },
  'POST /api/notifications/read-all': { outside: "the caller's own notifications" },
  'GET /api/notifications/settings': account,

  // live updates (test/live: tickets, what each person hears)
  'POST /api/events/ticket': { outside: "a ticket for the caller's own stream" },
  'GET /api/events': { outside: 'opened with a ticket, not a session; each event is filtered per person' },
  'PUT /api/items/:id/presence': {
    keepsWorld: true,
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { editing: false } }),
  },
  'DELETE /api/items/:id/presence': {
    keepsWorld: true,
    expect: [204, 204, 204, 204, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'PUT /api/notifications/settings': account,

  // folders
  'GET /api/folders': { expect: [200, 200, 200, 200, 200, 401], call: () => ({}) },
  'POST /api/folders': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({ body: { name: 'New', parentFolderId: w.folderId } }),
  },
  'GET /api/folders/:id': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'PATCH /api/folders/:id': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { name: 'Renamed' } }),
  },
  'PATCH /api/folders/:id/parent': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { parentFolderId: w.siblingId } }),
  },
  'DELETE /api/folders': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ body: { ids: [w.folderId] } }),
  },

  // webhooks: the folder owner's alone; collaborators do not see them (404)
  'GET /api/folders/:id/webhooks': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/webhooks': {
    keepsWorld: true,
    expect: [201, 404, 404, 404, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { url: 'https://example.com/hook', events: ['item.added'] },
    }),
  },
  'PATCH /api/webhooks/:id': {
    keepsWorld: true,
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.webhookId }, body: { events: ['item.changed'] } }),
  },
  'DELETE /api/webhooks/:id': {
    expect: [204, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.webhookId } }),
  },
  'GET /api/webhooks/:id/deliveries': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.webhookId } }),
  },
  'POST /api/webhooks/:id/test': {
    keepsWorld: true,
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.webhookId } }),
  },

  // categories
  'GET /api/categories': { expect: [200, 200, 200, 200, 200, 401], call: () => ({}) },
  'POST /api/categories': {
    keepsWorld: true,
    expect: [201, 201, 201, 201, 201, 401],
    call: () => ({ body: { name: 'Cars', description: 'Wheels', attributes: [{ name: 'Colour' }] } }),
  },
  'PUT /api/categories/:id': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({
      params: { id: w.category.id },
      body: {
        name: 'Homes 2',
        description: 'Places',
        attributes: w.category.attributes.map((a) => ({ id: a.id, name: a.name })),
      },
    }),
  },
  'DELETE /api/categories/:id': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.category.id } }),
  },
  'GET /api/folders/:id/categories': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },

  // items
  'GET /api/folders/:id/items': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/items': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: itemBody(w.category, { name: 'Another' }) }),
  },
  'GET /api/items/:id': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'PATCH /api/items/:id/folder': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { folderId: w.siblingId } }),
  },
  'PATCH /api/items': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ body: { ids: [w.itemId, w.otherItemId], folderId: w.siblingId } }),
  },
  'DELETE /api/items': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ body: { ids: [w.itemId] } }),
  },
  'PATCH /api/items/:id': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.itemId },
      // a JSON body (the endpoint takes one as well as multipart): an edit, which a rater's role falls short of
      body: { changes: { fields: { name: 'Edited' }, rating: 3 } },
    }),
  },

  // ratings, notes, steps, media
  'PUT /api/items/:id/rating': {
    keepsWorld: true,
    expect: [200, 200, 200, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { rating: 6 } }),
  },
  'DELETE /api/items/:id/rating': {
    keepsWorld: true,
    expect: [204, 204, 204, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'GET /api/items/:id/notes': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'POST /api/items/:id/notes': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { title: 'Visit', content: 'Saturday' } }),
  },
  'PATCH /api/items/:id/notes/:noteId': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, noteId: w.noteId }, body: { title: 'Edited', content: '' } }),
  },
  'DELETE /api/items/:id/notes/:noteId': {
    expect: [204, 204, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, noteId: w.noteId } }),
  },
  // dated next steps: the folder's Upcoming list; This week and the calendar feed are the caller's own
  'GET /api/folders/:id/steps/upcoming': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'GET /api/steps/due': { outside: "the caller's steps across their folders, each by the access rule" },
  'POST /api/dev/step-reminders': { outside: 'development only (404 in production), like the dev mailbox' },
  'GET /api/calendar-feed': account,
  'POST /api/calendar-feed': account,
  'DELETE /api/calendar-feed': account,
  'GET /api/calendar/:token': { outside: 'a secret address, no session; each event by the access rule' },
  // comments: raters and up write; one's own comment is edited by its author only, deleted by its
  // author or the owner
  'GET /api/items/:id/comments': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'POST /api/items/:id/comments': {
    keepsWorld: true,
    expect: [201, 201, 201, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { text: 'Nice light @rater_r' } }),
  },
  'PATCH /api/items/:id/comments/:commentId': {
    keepsWorld: true,
    expect: [403, 403, 200, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, commentId: w.commentId }, body: { text: 'Edited' } }),
  },
  'DELETE /api/items/:id/comments/:commentId': {
    expect: [204, 403, 204, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, commentId: w.commentId } }),
  },
  'GET /api/items/:id/mentionable': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'GET /api/items/:id/steps': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'PATCH /api/items/:id/steps/:stepId': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, stepId: w.stepId }, body: { completed: true } }),
  },
  'GET /api/items/:id/media': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'POST /api/items/:id/media': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: () => ({}),
  },
  'GET /api/media/:itemId/:fileName': {
    outside:
      'the signed URL is the key (no session): test/item-detail/media.test.ts checks forged and expired ones',
  },
  'DELETE /api/items/:id/media/:mediaId': {
    expect: [204, 204, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId, mediaId: w.mediaId } }),
  },

  // link import and prices
  'POST /api/folders/:id/link-preview': {
    // a loopback address is refused after the access check: 400 for those who may edit
    expect: [400, 400, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { url: 'http://127.0.0.1:9/product' } }),
  },
  'GET /api/items/:id/price-history': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'PUT /api/items/:id/price-refresh': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { interval: 'off' } }),
  },
  'POST /api/items/:id/price-refresh': {
    // the item's link is a product page on the local test server (PRICED_PAGE): no cell depends on the internet
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId } }),
  },
  'GET /api/folders/:id/price-trends': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },

  // sharing
  'GET /api/folders/:id/collaborators': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/collaborators': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { email: 'friend@example.com' } }),
  },
  'DELETE /api/folders/:id/collaborators/:userId': {
    expect: [204, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.rootId, userId: w.users.editor.id } }),
  },
  'PUT /api/folders/:id/collaborators/:userId/role': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.rootId, userId: w.users.rater.id }, body: { role: 'editor' } }),
  },
  'DELETE /api/folders/:id/invitations/:invitationId': {
    expect: [204, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId, invitationId: w.invitationId } }),
  },

  // notifications
  'PUT /api/folders/:id/mute': {
    keepsWorld: true,
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { muted: true } }),
  },

  // activity: anyone who sees the folder reads its feed
  'GET /api/folders/:id/activity': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, query: { limit: '5' } }),
  },

  // decide: raters set their own weights; criteria, budget and statuses are the editors'
  'GET /api/folders/:id/decision': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, query: { weights: 'group' } }),
  },
  'PUT /api/folders/:id/decision/weights': {
    keepsWorld: true,
    expect: [200, 200, 200, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { weights: { price: 7 } } }),
  },
  'PUT /api/folders/:id/decision/criteria': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { criteria: { price: { mustHave: { max: 500000 } } } },
    }),
  },
  'PUT /api/folders/:id/decision/budget': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { budget: '1500' } }),
  },
  'PUT /api/folders/:id/decision/group-lock': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { locked: true } }),
  },
  'POST /api/folders/:id/decision/seen': {
    keepsWorld: true,
    expect: [204, 204, 204, 204, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/decision/reopen': {
    // nothing decided in the world: the owner and the editor get the conflict, strangers see nothing
    expect: [409, 409, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'PUT /api/items/:id/status': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { status: 'shortlisted', reason: 'Close to work' } }),
  },
  'PUT /api/items/:id/target-price': {
    keepsWorld: true,
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.itemId }, body: { targetPrice: '1000' } }),
  },

  // votes: the owner opens and manages a vote; everyone who rates votes; viewers read. No vote is open in the
  // world, so the routes on the current vote answer those who may use them with the vote's 404.
  'GET /api/folders/:id/votes': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/votes': {
    // on the shortlist, and nothing is shortlisted in the world: the owner is told to shortlist first
    expect: [400, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: {} }),
  },
  'PUT /api/folders/:id/votes/current/ballot': {
    expect: [404, 404, 404, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { dots: { [w.otherItemId]: 3 } } }),
  },
  'POST /api/folders/:id/votes/current/reveal': {
    expect: [404, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/votes/current/close': {
    expect: [404, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/votes/current/reminders': {
    expect: [404, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/votes/current/overrules': {
    expect: [404, 403, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { vetoedItemId: w.otherItemId, reason: 'We like it' },
    }),
  },

  // this or that: a person's own round; those who rate answer it, viewers only read (none of theirs exists)
  'GET /api/folders/:id/this-or-that': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/this-or-that': {
    expect: [201, 201, 201, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/this-or-that/answers': {
    // no round in the world: those who may answer get the round's 404
    expect: [404, 404, 404, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { leftId: w.otherItemId, rightId: w.otherItemId, answer: 'left' },
    }),
  },
  'POST /api/folders/:id/this-or-that/ratings': {
    expect: [404, 404, 404, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { ratings: { [w.otherItemId]: 7 } } }),
  },

  // money: a folder's exchange rates, set by its owner alone
  'GET /api/folders/:id/exchange-rates': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'PUT /api/folders/:id/exchange-rates': {
    keepsWorld: true,
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { rates: [{ currency: 'EUR', rate: 1.08 }] } }),
  },

  // compare
  'GET /api/folders/:id/compare': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      query: { items: `${w.itemId},${w.otherItemId}`, type: 'collaborative' },
    }),
  },
  'GET /api/folders/:id/collaborative-ratings': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },

  // capture and bulk add
  'POST /api/capture/shared-link': { outside: 'reads only the text the caller sends' },
  'GET /api/capture/folders': { expect: [200, 200, 200, 200, 200, 401], call: () => ({}) },
  'POST /api/capture': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({
      body: {
        folderId: w.folderId,
        categoryId: w.category.id,
        sourceUrl: 'https://shop.example/captured',
        name: 'Captured',
        attributeValues: { [attributeId(w.category, 'Rooms')]: '2' },
      },
    }),
  },
  'POST /api/folders/:id/bulk-imports': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { categoryId: w.category.id, links: ['https://shop.example/bulk'] },
    }),
  },
  // a bulk add's progress belongs to whoever pasted it
  'GET /api/bulk-imports/:id': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({ params: { id: w.bulkImportId } }),
  },
  'PUT /api/bulk-imports/:id/entries/:entryId': {
    expect: [200, 404, 404, 404, 404, 401],
    call: (w) => ({
      params: { id: w.bulkImportId, entryId: w.bulkEntryId },
      body: { url: 'https://shop.example/corrected' },
    }),
  },

  // spreadsheet import: whoever may add items; an import's undo belongs to whoever imported it
  'POST /api/folders/:id/import/read': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: { source: { format: 'csv', content: 'Name,Rooms\nA,2' } },
    }),
  },
  'POST /api/folders/:id/import/preview': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: {
        source: { format: 'csv', content: 'Name\nA' },
        categoryId: w.category.id,
        columns: [{ target: 'name' }],
      },
    }),
  },
  'POST /api/folders/:id/imports': {
    keepsWorld: true,
    expect: [201, 201, 403, 403, 404, 401],
    call: (w) => ({
      params: { id: w.folderId },
      body: {
        source: { format: 'csv', content: 'Name,Rooms\nImported,2' },
        categoryId: w.category.id,
        columns: [{ target: 'name' }, { target: 'attribute', attributeId: attributeId(w.category, 'Rooms') }],
        mode: 'all',
      },
    }),
  },
  'GET /api/folders/:id/imports': {
    expect: [200, 200, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'DELETE /api/folders/:id/imports/:batchId': {
    expect: [404, 404, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId, batchId: '00000000-0000-4000-8000-000000000000' } }),
  },
  // export: whoever may open the folder (private items of others stay out: test/folder-export)
  'GET /api/folders/:id/export/csv': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'GET /api/folders/:id/export/xlsx': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'GET /api/folders/:id/export/json': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'GET /api/account/data-export': account,
  'POST /api/account/data-export': account,
  'GET /api/data-export/:id/download': {
    outside: 'the signed link is the key (no session): test/data-export checks forged, used and expired ones',
  },

  // templates: anyone signed in starts their own; a folder's checklist is read by whoever sees the folder
  'POST /api/templates': {
    keepsWorld: true,
    expect: [201, 201, 201, 201, 201, 401],
    call: () => ({ body: { templateId: 'car', currency: 'EUR' } }),
  },
  'GET /api/folders/:id/checklist': {
    expect: [200, 200, 200, 200, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },

  // public read-only links: managed by the owner only
  'GET /api/folders/:id/public-link': {
    expect: [200, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  'POST /api/folders/:id/public-link': {
    expect: [201, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId }, body: { includeNotes: true } }),
  },
  'DELETE /api/folders/:id/public-link': {
    expect: [204, 403, 403, 403, 404, 401],
    call: (w) => ({ params: { id: w.folderId } }),
  },
  // the token is the permission: anyone holding it reads, signed in or not
  'GET /api/public/:token': {
    expect: [200, 200, 200, 200, 200, 200],
    call: (w) => ({ params: { token: w.publicToken } }),
  },
  'POST /api/public/:token/copy': {
    keepsWorld: true,
    expect: [201, 201, 201, 201, 201, 401],
    call: (w) => ({ params: { token: w.publicToken }, body: {} }),
  },
};

const key = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
const NIL = '00000000-0000-4000-8000-000000000000';

/** The world's item links to this page of the local test server, so "Refresh now" reads it. */
const PRICED_PAGE = '/priced/matrix';

let ctx: TestContext;
let pages: FixtureServer;
beforeAll(async () => {
  // the link reader may reach the local test server (as in the e2e stack's LINK_READER_ALLOW_LOOPBACK)
  ctx = await createTestContext({ config: { linkReaderAllowLoopback: true } });
  pages = await startFixtureServer();
  pages.prices.set(PRICED_PAGE.split('/')[2]!, '99.00');
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});

let world: World | undefined;
let worldIsDirty = true;
/** The shared world, rebuilt only when a write succeeded since it was built. */
async function currentWorld(): Promise<World> {
  if (worldIsDirty || !world) {
    world = await buildWorld();
    worldIsDirty = false;
  }
  return world;
}

async function buildWorld(): Promise<World> {
  await ctx.reset();
  const owner = await createUser(ctx, { nickname: 'owner_o', plan: 'premium_monthly' });
  const editor = await createUser(ctx, { nickname: 'editor_e', plan: 'premium_monthly' });
  const rater = await createUser(ctx, { nickname: 'rater_r', plan: 'premium_monthly' });
  const viewer = await createUser(ctx, { nickname: 'viewer_v', plan: 'premium_monthly' });
  const other = await createUser(ctx, { nickname: 'other_x', plan: 'premium_monthly' });
  const root = await makeFolder(ctx, owner, { name: 'Root' });
  const folder = await makeFolder(ctx, owner, { name: 'Folder', parentFolderId: root.id });
  const sibling = await makeFolder(ctx, owner, { name: 'Sibling', parentFolderId: root.id });
  await addCollaborator(ctx, root.id, editor, owner.id, 'editor');
  await addCollaborator(ctx, root.id, rater, owner.id, 'rater');
  await addCollaborator(ctx, root.id, viewer, owner.id, 'viewer');
  const category = await makeCategory(ctx, owner);
  const item = await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, { name: 'One', sourceUrl: pages.url(PRICED_PAGE) }),
  );
  const otherItem = await makeItem(
    ctx,
    owner,
    folder.id,
    itemBody(category, { name: 'Two', sourceUrl: pages.url(PRICED_PAGE) }),
  );
  const privateItemIds = {
    editor: (await makeItem(ctx, editor, folder.id, itemBody(category, { name: 'Mine', isPrivate: true })))
      .id,
    owner: (await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Draft', isPrivate: true }))).id,
  };
  const saved = await saveItem(ctx, owner, item.id, {
    notes: { create: [{ title: 'A note', content: '' }] },
    steps: { create: [{ text: 'Call the agent' }] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const uploaded = await uploadPhotos(ctx, owner, item.id, [
    { name: 'p.png', body: await pngImage(), contentType: 'image/png' },
  ]);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const invited = await request(ctx.app)
    .post(`/api/folders/${folder.id}/collaborators`)
    .set('Authorization', owner.auth)
    .send({ email: 'pending@example.com' })
    .expect(200);
  expect(invited.body.status).toBe('invitation_sent_basic');
  const access = await request(ctx.app)
    .get(`/api/folders/${folder.id}/collaborators`)
    .set('Authorization', owner.auth)
    .expect(200);
  const comment = await request(ctx.app)
    .post(`/api/items/${item.id}/comments`)
    .set('Authorization', rater.auth)
    .send({ text: 'A comment' })
    .expect(201);
  const link = await request(ctx.app)
    .post(`/api/folders/${folder.id}/public-link`)
    .set('Authorization', owner.auth)
    .send({})
    .expect(201);
  const bulk = await request(ctx.app)
    .post(`/api/folders/${folder.id}/bulk-imports`)
    .set('Authorization', owner.auth)
    .send({ categoryId: category.id, links: ['not a link'] })
    .expect(201);
  const webhook = await request(ctx.app)
    .post(`/api/folders/${folder.id}/webhooks`)
    .set('Authorization', owner.auth)
    .send({ url: 'http://127.0.0.1:9/hook', events: ['item.added'] })
    .expect(201);
  return {
    webhookId: webhook.body.webhook.id,
    publicToken: link.body.token,
    bulkImportId: bulk.body.id,
    bulkEntryId: bulk.body.entries[0].id,
    users: { owner, editor, rater, viewer, other },
    rootId: root.id,
    folderId: folder.id,
    siblingId: sibling.id,
    category,
    itemId: item.id,
    otherItemId: otherItem.id,
    privateItemIds,
    noteId: saved.body.notes[0].id,
    commentId: comment.body.comment.id,
    stepId: saved.body.steps[0].id,
    mediaId: saved.body.media[0]?.id ?? uploaded.body.media?.[0]?.id ?? uploaded.body[0]?.id,
    invitationId: access.body.invitations[0].id,
  };
}

function send(endpoint: Endpoint, user: TestUser | null, call: Call) {
  const url = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => call.params?.[name] ?? NIL);
  let req = request(ctx.app)[endpoint.method](url);
  if (user) req = req.set('Authorization', user.auth);
  if (call.query) req = req.query(call.query);
  if (endpoint.bodyContentType === 'multipart/form-data') {
    for (const [name, value] of Object.entries(call.fields ?? {})) req = req.field(name, value);
    for (const file of call.files ?? [])
      req = req.attach(file.field, file.body, { filename: file.name, contentType: file.contentType });
    return req;
  }
  return call.body === undefined ? req : req.send(call.body as object);
}

describe('permission matrix', () => {
  it('has a row for every route of the API, and no row for a route that does not exist', () => {
    const routes = allEndpoints.map(key);
    expect(
      routes.filter((route) => !(route in TABLE)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(TABLE).filter((route) => !routes.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  const scoped = allEndpoints.filter((e) => {
    const row = TABLE[key(e)];
    return row && 'expect' in row;
  });

  it.each(scoped.map((e) => [key(e), e] as const))(
    '%s',
    async (_name, endpoint) => {
      const row = TABLE[key(endpoint)] as Extract<Row, { expect: unknown }>;
      const expected = Object.fromEntries(COLUMNS.map((caller, i) => [caller, row.expect[i]]));
      const actual: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const world = await currentWorld();
        let call = row.call(world);
        if (key(endpoint) === 'POST /api/items/:id/media')
          call = { params: { id: world.itemId }, files: [await png()] };
        const user = caller === 'signedOut' ? null : world.users[caller];
        const res = await send(endpoint, user, call);
        actual[caller] = res.status;
        if (process.env.MATRIX_DEBUG) console.log(caller, res.status, JSON.stringify(res.body).slice(0, 200));
        // a successful write may have changed what the next caller (or row) would meet: start again
        if (res.status < 300 && endpoint.method !== 'get' && !row.keepsWorld) worldIsDirty = true;
      }
      expect(actual).toEqual(expected);
    },
    60_000,
  );

  it.each(
    allEndpoints
      .filter((e) => {
        const row = TABLE[key(e)];
        return e.auth && row && 'outside' in row;
      })
      .map((e) => [key(e), e] as const),
  )('%s refuses a signed-out caller', async (_name, endpoint) => {
    const res = await send(endpoint, null, {});
    expect(res.status).toBe(401);
  });

  it("reads Refresh now's page from the local test server, not the internet", async () => {
    worldIsDirty = true;
    const world = await currentWorld();
    pages.requests.length = 0;
    const res = await request(ctx.app)
      .post(`/api/items/${world.itemId}/price-refresh`)
      .set('Authorization', world.users.owner.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(pages.requests).toEqual([PRICED_PAGE]);
    expect(res.body.history.at(-1)).toMatchObject({ priceCents: 99_00, source: 'refresh' });
  });

  /*
   * Private items x each role x creator / others: every row that reaches an item through its id alone, sent
   * for a private item instead. The creator meets what their role meets on a shared item; everyone else,
   * whatever their role (the owner too), meets 404, as if the item did not exist.
   */
  const CREATORS = ['editor', 'owner'] as const;
  const itemRows = scoped.filter((e) => {
    const row = TABLE[key(e)] as Extract<Row, { expect: unknown }>;
    if (key(e) === 'POST /api/items/:id/media') return true;
    // a stand-in world whose every id is its own name, to see which ids a row's call uses
    const names = new Proxy({} as World, {
      get: (_t, prop) =>
        prop === 'category'
          ? {
              id: 'category',
              attributes: ['Rooms', 'District', 'Heating'].map((name) => ({ id: name, name })),
            }
          : prop === 'users'
            ? Object.fromEntries(COLUMNS.map((caller) => [caller, { id: caller }]))
            : String(prop),
    });
    const used = JSON.stringify(row.call(names));
    return /\bitemId\b/.test(used) && !/noteId|stepId|mediaId/.test(used);
  });

  it('private items reach the item routes through their id', () => {
    expect(itemRows.length).toBeGreaterThan(15);
  });

  it.each(CREATORS.flatMap((creator) => itemRows.map((e) => [creator, key(e), e] as const)))(
    'a private item of the %s: %s',
    async (creator, _name, endpoint) => {
      const row = TABLE[key(endpoint)] as Extract<Row, { expect: unknown }>;
      // a comment of the world lives on the shared item: addressed under the private item, it is not there
      const creatorCell = key(endpoint).includes(':commentId') ? 404 : row.expect[COLUMNS.indexOf(creator)];
      const expected = Object.fromEntries(
        COLUMNS.map((caller) => [
          caller,
          caller === 'signedOut' ? 401 : caller === creator ? creatorCell : 404,
        ]),
      );
      const actual: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const world = await currentWorld();
        const privateId = world.privateItemIds[creator];
        const call =
          key(endpoint) === 'POST /api/items/:id/media'
            ? { params: { id: privateId }, files: [await png()] }
            : (JSON.parse(JSON.stringify(row.call(world)).replaceAll(world.itemId, privateId)) as Call);
        const user = caller === 'signedOut' ? null : world.users[caller];
        const res = await send(endpoint, user, call);
        actual[caller] = res.status;
        if (res.status < 300 && endpoint.method !== 'get' && !row.keepsWorld) worldIsDirty = true;
      }
      expect(actual).toEqual(expected);
    },
    60_000,
  );
});
