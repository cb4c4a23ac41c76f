CREATE OR REPLACE FUNCTION public.item_card_times(created_at timestamp with time zone, updated_at timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN '"createdAt":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","updatedAt":"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"';
END $function$;
