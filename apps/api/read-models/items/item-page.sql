-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/items/item-page.read-model.ts: do not edit.

-- item_page: $1 itemId, $2 viewer, $3 itemId, $4 viewer, $5 itemId, $6 itemId, $7 viewer, $8 itemId, $9 itemId, $10 viewer, $11 itemId, $12 itemId, $13 itemId, $14 viewer
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0,
        case when i.is_private then i.creator_id end, f.revision
      from items i join folders f on f.id = i.folder_id
      where i.id = $1::uuid and (not "i".is_private or "i".creator_id = $2::uuid)
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from "chain" c cross join lateral (select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision
        from folders f where f.id = c.parent_folder_id limit 1) p
    )
    select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan",
    (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select distinct c.id, c.revision from "chain" c where c.parent_folder_id is null) r) as "fingerprint",
    coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
    (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".id = $3::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $4::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".id = $5::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".id = $6::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $7::uuid
          where "ci".id = $8::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".id = $9::uuid and (not "i".is_private or "i".creator_id = $10::uuid)) as "card",
    (select i.revision from items i where i.id = $11::uuid) as "revision",
    (select coalesce(json_agg(json_build_object('categoryAttributeId', ca.id, 'name', ca.name,
        'attributeType', ca.attribute_type, 'displayOrder', ca.display_order, 'isRequired', ca.is_required,
        'options', ca.options, 'unit', ca.unit, 'preference', ca.preference, 'value', v.value)
        order by ca.display_order, ca.created_at), '[]')::text
      from items i join category_attributes ca on ca.category_id = i.category_id
      left join item_attribute_values v on v.category_attribute_id = ca.id and v.item_id = i.id
      where i.id = $12::uuid) as "attributes",
    (select json_agg(json_build_object('userId', pr.id, 'nickname', pr.nickname, 'fullName', pr.full_name,
        'avatarUrl', pr.avatar_url, 'rating', rr.rating) order by coalesce(pr.full_name, pr.nickname, ''), pr.id)
      from item_ratings rr join profiles pr on pr.id = rr.user_id where rr.item_id = $13::uuid) as "ratings"
    from users u left join profiles p on p.id = u.id where u.id = $14::uuid;
