CREATE OR REPLACE FUNCTION public.item_card_fields(id uuid, folder_id uuid, name text, description text, price_cents integer, currency text, source_url text, category_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN '"id":"' || id::text || '","folderId":"' || folder_id::text || '","name":' || to_json(name)::text
    || ',"description":' || coalesce(to_json(description)::text, 'null')
    || ',"priceCents":' || coalesce(price_cents::text, 'null')
    || ',"currency":' || to_json(currency)::text
    || ',"sourceUrl":' || coalesce(to_json(source_url)::text, 'null')
    || ',"categoryId":"' || category_id::text || '"';
END $function$;
