-- Issue 13 (Fast), decision 0048: an item card's own fields, written as JSON text by PostgreSQL when the row is
-- written rather than for every card of every read. Opening a folder of 500 items wrote 500 cards' ids, names,
-- prices and two dates again on each read and each revalidation that missed: about half of PostgreSQL's CPU per
-- read. Two stored generated columns now hold that text (recomputed by PostgreSQL on every insert and update of
-- the row, so never stale), and the reads splice them between the fields that depend on the viewer or on other
-- tables (items.repository's ITEM_CARD_JSON).
-- The functions are IMMUTABLE, as a generated column needs: their output depends on their arguments alone. JSON
-- strings are escaped by to_json (the same escaping row_to_json did), and the dates are formatted in UTC with a
-- fixed pattern (no locale or session time zone), as Date.toISOString() writes them (db/json-sql.ts isoTimeSql,
-- which the reads use, writes the same pattern). In PL/pgSQL, whose simple expressions run without starting an
-- executor: a SQL function that calls STABLE functions is never inlined, and cost about 19 µs per row written
-- against PL/pgSQL's 8 (the expression itself is about 7).

CREATE FUNCTION item_card_fields(
  id uuid, folder_id uuid, name text, description text, price_cents integer, currency text, source_url text,
  category_id uuid
) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN '"id":"' || id::text || '","folderId":"' || folder_id::text || '","name":' || to_json(name)::text
    || ',"description":' || coalesce(to_json(description)::text, 'null')
    || ',"priceCents":' || coalesce(price_cents::text, 'null')
    || ',"currency":' || to_json(currency)::text
    || ',"sourceUrl":' || coalesce(to_json(source_url)::text, 'null')
    || ',"categoryId":"' || category_id::text || '"';
END $$;
--> statement-breakpoint
CREATE FUNCTION item_card_times(created_at timestamptz, updated_at timestamptz) RETURNS text LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN '"createdAt":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","updatedAt":"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"';
END $$;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "card_fields" text GENERATED ALWAYS AS (item_card_fields(id, folder_id, name, description, price_cents, currency, source_url, category_id)) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "card_times" text GENERATED ALWAYS AS (item_card_times(created_at, updated_at)) STORED;
