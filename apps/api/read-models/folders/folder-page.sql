-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/folders/folder-page.read-model.ts: do not edit.

-- folder_page__date_asc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by i.created_at asc, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;

-- folder_page__date_desc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by i.created_at desc, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;

-- folder_page__price_asc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by i.price_cents asc nulls last, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;

-- folder_page__price_desc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by i.price_cents desc nulls last, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;

-- folder_page__rating_asc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by ir.rating asc nulls last, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;

-- folder_page__rating_desc: $1 folderId, $2 viewer, $3 viewer, $4 folderId, $5 folderId, $6 viewer, $7 folderId, $8 viewer, $9 folderId, $10 folderId, $11 viewer, $12 folderId, $13 folderId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    ),
    head as materialized (select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $2::uuid)),
      'parentFolderId', f.parent_folder_id, 'hasCollaborators', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id),
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $3::uuid)) order by f.created_at desc, f.id desc)
      from folders f where f.id = $4::uuid or f.parent_folder_id = $5::uuid) as "folders"
    from users u left join profiles p on p.id = u.id where u.id = $6::uuid)
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all select ((k.n - 1) / 50 + 1)::int as part,
      string_agg(k.json, ',' order by k.n) as text
      from (select r.json, row_number() over () as n from (select '{' || '"id":' || '"' || i.id::text || '"'
      || ',"folderId":' || '"' || i.folder_id::text || '"'
      || ',"name":' || to_json(i.name)::text
      || ',"description":' || coalesce(to_json(i.description)::text, 'null')
      || ',"priceCents":' || coalesce(i.price_cents::text, 'null')
      || ',"currency":' || to_json(i.currency)::text
      || ',"sourceUrl":' || coalesce(to_json(i.source_url)::text, 'null')
      || ',"categoryId":' || '"' || i.category_id::text || '"'
      || ',"categoryName":' || to_json(ic.name)::text
      || ',"creator":' || coalesce(icr.json, 'null')
      || ',"myRating":' || coalesce(ir.rating::text, 'null')
      || ',"isPrivate":' || i.is_private::text
      || ',"needsDetails":' || i.needs_details::text
      || ',"photoUrl":' || coalesce(to_json(icm.path)::text, 'null')
      || ',"commentCount":' || coalesce(icc.n, 0)::text
      || ',"keyFacts":' || coalesce(ikf.json, '[]')
      || ',"createdAt":' || '"' || to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
      || ',"updatedAt":' || '"' || to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"' || '}' as json from items i
      join categories ic on ic.id = i.category_id and ic.archived_at is null
      left join (select u.id, '{"id":"' || u.id::text || '","nickname":' || coalesce(to_json(p.nickname)::text, 'null')
          || ',"fullName":' || coalesce(to_json(p.full_name)::text, 'null')
          || ',"avatarUrl":' || coalesce(to_json(p.avatar_url)::text, 'null') || '}' as json
        from users u left join profiles p on p.id = u.id
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $7::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $8::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $9::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $10::uuid
        order by m.item_id, m.created_at, m.id) icm on icm.item_id = i.id
      left join (select f.item_id, '[' || string_agg('{"name":' || to_json(f.name)::text
          || ',"attributeType":"' || f.attribute_type || '","value":' || to_json(f.value)::text
          || ',"unit":' || coalesce(to_json(f.unit)::text, 'null') || '}', ',' order by f.place) || ']' as json
        from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            partition by v.item_id
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order, ca.created_at
          ) as place
          from item_attribute_values v join items ci on ci.id = v.item_id
          join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $11::uuid
          where "ci".folder_id = $12::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $13::uuid and (not "i".is_private or "i".creator_id = $14::uuid) order by ir.rating desc nulls last, i.created_at desc, i.id asc) r) k
      group by (k.n - 1) / 50) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0;
