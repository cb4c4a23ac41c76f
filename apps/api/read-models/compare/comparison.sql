-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/compare/comparison.read-model.ts: do not edit.

-- read_comparison__attributes: $1 itemIds, $2 folderId, $3 itemIds, $4 viewer, $5 itemIds, $6 itemIds, $7 viewer, $8 unknownName, $9 viewer, $10 itemIds, $11 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = any(array_append(array(select i.folder_id from items i where i.id = any((select string_to_array($1::text, ',')::uuid[])::uuid[])),
        $2::uuid))
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    "chain_people"(user_id) as (
      select c.owner_id from "chain" c where c.parent_folder_id is null
      union
      select c.private_to from "chain" c where c.private_to is not null
      union
      select fc.user_id from folder_collaborators fc join "chain" c on c.id = fc.folder_id
    )
    select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    (select json_build_object(
      'chains', coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json), 'itemFolders', coalesce((select json_agg(json_build_array(
    i.id::text, i.folder_id::text, case when i.is_private then i.creator_id::text end))
    from items i where i.id = any((select string_to_array($3::text, ',')::uuid[])::uuid[]::uuid[]) and (not "i".is_private or "i".creator_id = $4::uuid)), '[]'::json))
    ) as "access",
    (with ids as (select t.id, t.ord from unnest((select string_to_array($5::text, ',')::uuid[])::uuid[]) with ordinality t(id, ord))
    select case when count(*) = cardinality((select string_to_array($6::text, ',')::uuid[])::uuid[]) then json_agg(item order by ids.ord)::text end
    from ids join items i on i.id = ids.id join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $7::uuid
    cross join lateral (select i.id, i.folder_id as "folderId", i.name, i.price_cents as "priceCents", i.currency,
        c.name as "categoryName",
        (select row_to_json(creator) from (select i.creator_id as id, p.full_name as "fullName", p.nickname)
          creator where i.creator_id is not null) as "creator",
        coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), $8::text) as "creatorName",
        r.rating as "myRating") item
    where c.archived_at is null and (not "i".is_private or "i".creator_id = $9::uuid)) as "items",
    (with ids as (select t.id, t.ord from unnest((select string_to_array($10::text, ',')::uuid[])::uuid[]) with ordinality t(id, ord))
    select coalesce(json_agg(json_build_array(ids.ord, ca.name, ca.attribute_type, v.value, ca.unit,
        ca.preference, ca.options)
      order by ids.ord, ca.display_order, ca.created_at), '[]')
    from ids join items i on i.id = ids.id join category_attributes ca on ca.category_id = i.category_id
    -- the value by its key, one lookup per attribute: a join let a plan that guessed more items hash the
    -- whole values table
    left join lateral (select v.value from item_attribute_values v
      where v.item_id = i.id and v.category_attribute_id = ca.id limit 1) v on true) as "attributes"
    from users u left join profiles p on p.id = u.id where u.id = $11::uuid;

-- read_comparison__collaborative: $1 itemIds, $2 folderId, $3 itemIds, $4 viewer, $5 itemIds, $6 itemIds, $7 itemIds, $8 viewer, $9 unknownName, $10 viewer, $11 itemIds, $12 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = any(array_append(array(select i.folder_id from items i where i.id = any((select string_to_array($1::text, ',')::uuid[])::uuid[])),
        $2::uuid))
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    "chain_people"(user_id) as (
      select c.owner_id from "chain" c where c.parent_folder_id is null
      union
      select c.private_to from "chain" c where c.private_to is not null
      union
      select fc.user_id from folder_collaborators fc join "chain" c on c.id = fc.folder_id
    )
    select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    (select json_build_object(
      'chains', coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json), 'itemFolders', coalesce((select json_agg(json_build_array(
    i.id::text, i.folder_id::text, case when i.is_private then i.creator_id::text end))
    from items i where i.id = any((select string_to_array($3::text, ',')::uuid[])::uuid[]::uuid[]) and (not "i".is_private or "i".creator_id = $4::uuid)), '[]'::json),
      'people', coalesce((select json_agg(json_build_array(p.id::text, p.full_name, p.nickname))
        from profiles p where p.id = any(array(select user_id from chain_people))), '[]'::json),
      'ratings', coalesce((select json_agg(json_build_array(r.user_id::text, r.item_id::text, r.rating))
        from item_ratings r where r.item_id = any((select string_to_array($5::text, ',')::uuid[])::uuid[])), '[]'::json))
    ) as "access",
    (with ids as (select t.id, t.ord from unnest((select string_to_array($6::text, ',')::uuid[])::uuid[]) with ordinality t(id, ord))
    select case when count(*) = cardinality((select string_to_array($7::text, ',')::uuid[])::uuid[]) then json_agg(item order by ids.ord)::text end
    from ids join items i on i.id = ids.id join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $8::uuid
    cross join lateral (select i.id, i.folder_id as "folderId", i.name, i.price_cents as "priceCents", i.currency,
        c.name as "categoryName",
        (select row_to_json(creator) from (select i.creator_id as id, p.full_name as "fullName", p.nickname)
          creator where i.creator_id is not null) as "creator",
        coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), $9::text) as "creatorName",
        r.rating as "myRating") item
    where c.archived_at is null and (not "i".is_private or "i".creator_id = $10::uuid)) as "items",
    (with ids as (select t.id, t.ord from unnest((select string_to_array($11::text, ',')::uuid[])::uuid[]) with ordinality t(id, ord))
    select coalesce(json_agg(json_build_array(ids.ord, ca.name, ca.attribute_type, v.value, ca.unit,
        ca.preference, ca.options)
      order by ids.ord, ca.display_order, ca.created_at), '[]')
    from ids join items i on i.id = ids.id join category_attributes ca on ca.category_id = i.category_id
    -- the value by its key, one lookup per attribute: a join let a plan that guessed more items hash the
    -- whole values table
    left join lateral (select v.value from item_attribute_values v
      where v.item_id = i.id and v.category_attribute_id = ca.id limit 1) v on true) as "attributes"
    from users u left join profiles p on p.id = u.id where u.id = $12::uuid;
