import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_STATES,
  API_TOKENS,
  ATTRIBUTE_TYPES,
  BULK_ENTRY_STATES,
  COLLABORATOR_ROLES,
  COMMENT,
  ITEM,
  ITEM_PRICE_MAX_CENTS,
  ITEM_STATUSES,
  NOTIFICATION_EMAIL_SETTINGS,
  PREFERENCES,
  PRICE_SOURCES,
  REFRESH_INTERVALS,
  VOTES,
  WEBHOOKS,
} from '@shortlist/contracts';
import { rawRows } from '../../src/db/raw-rows';
import { createTestContext, type TestContext } from '../test-app';

/**
 * The database's CHECK constraints that restate a rule of contracts, read back from the MIGRATED database
 * (pg_constraint, as PostgreSQL normalised them), must state the same numbers and values as limits/: a
 * limit changed in contracts without a migration fails here. `numbers` are the constraint's numeric literals
 * in order; `values` its quoted strings in order.
 */
const RESTATED: Record<string, { numbers?: number[]; values?: readonly string[] }> = {
  item_ratings_range: { numbers: [ITEM.ratingMin, ITEM.ratingMax] },
  items_price_range: { numbers: [ITEM.priceMin, ITEM_PRICE_MAX_CENTS] },
  item_price_history_price: { numbers: [ITEM.priceMin] },
  item_price_history_source: { values: PRICE_SOURCES },
  item_refresh_settings_interval: { values: REFRESH_INTERVALS },
  notification_settings_email: { values: NOTIFICATION_EMAIL_SETTINGS },
  item_decision_states_status: { values: ITEM_STATUSES },
  bulk_import_entries_state: { values: BULK_ENTRY_STATES },
  folder_collaborators_role_check: { values: COLLABORATOR_ROLES },
  item_comments_text_length: { numbers: [1, COMMENT.textMax] },
  api_tokens_scope: { values: API_TOKENS.scopes },
  api_tokens_name_length: { numbers: [1, API_TOKENS.nameMax] },
  webhooks_status: { values: WEBHOOKS.statuses },
  webhook_deliveries_status: { values: WEBHOOKS.deliveryStatuses },
  category_attributes_type_check: { values: ATTRIBUTE_TYPES },
  category_attributes_preference_check: { values: PREFERENCES },
  data_exports_state: { values: DATA_EXPORT_STATES },
  vote_ballots_dots_total: { numbers: [0, VOTES.dotsPerPerson] },
  vote_ballots_veto_reason: { numbers: [1, VOTES.vetoReasonMax] },
  vote_overrules_reason: { numbers: [1, VOTES.overruleReasonMax] },
};

/** Checks that state no limit of contracts (so a new constraint has to be placed in one list or the other). */
const OWN_RULES = new Set([
  'subscription_plans_price_positive',
  'referral_credits_available_range',
  'referral_transactions_not_self',
  'notifications_email_state',
  'folders_currency_code',
  'folder_exchange_rates_currency_code',
  'folder_exchange_rates_rate_positive',
]);

const numbersOf = (definition: string) =>
  [...definition.replaceAll(/'[^']*'/g, '').matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g)].map((m) =>
    Number(m[0]),
  );
const valuesOf = (definition: string) => [...definition.matchAll(/'([^']*)'/g)].map((m) => m[1]);

describe('CHECK constraints', () => {
  let ctx: TestContext;
  let checks: Map<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const rows = await rawRows<{ name: string; definition: string }>(
      ctx.db,
      sql`select c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname = 'public'`,
    );
    checks = new Map(rows.map((r) => [r.name, r.definition]));
  });
  afterAll(() => ctx.close());

  it('each restated limit is in the migrated database with the numbers and values of contracts', () => {
    for (const [name, expected] of Object.entries(RESTATED)) {
      const definition = checks.get(name);
      expect(definition, name).toBeDefined();
      if (expected.numbers)
        expect(numbersOf(definition!), `${name}: ${definition}`).toEqual(expected.numbers);
      if (expected.values)
        expect(valuesOf(definition!), `${name}: ${definition}`).toEqual([...expected.values]);
    }
  });

  it('every CHECK constraint is either tested against contracts or states a rule of its own', () => {
    const unplaced = [...checks.keys()].filter((name) => !(name in RESTATED) && !OWN_RULES.has(name));
    expect(unplaced).toEqual([]);
  });
});
