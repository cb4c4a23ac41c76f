-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/items/item-cards.read-model.ts: do not edit.

-- folder_item_cards__date_asc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by i.created_at asc, i.created_at desc, i.id asc) c;

-- folder_item_cards__date_desc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by i.created_at desc, i.created_at desc, i.id asc) c;

-- folder_item_cards__price_asc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by i.price_cents asc nulls last, i.created_at desc, i.id asc) c;

-- folder_item_cards__price_desc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by i.price_cents desc nulls last, i.created_at desc, i.id asc) c;

-- folder_item_cards__rating_asc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by ir.rating asc nulls last, i.created_at desc, i.id asc) c;

-- folder_item_cards__rating_desc: $1 folderId, $2 viewer, $3 folderId, $4 folderId, $5 viewer, $6 folderId, $7 folderId, $8 viewer
select '[' || coalesce(string_agg(c.json, ','), '') || ']' as cards
      from (select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".folder_id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".folder_id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".folder_id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".folder_id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".folder_id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid) order by ir.rating desc nulls last, i.created_at desc, i.id asc) c;

-- item_card: $1 itemId, $2 viewer, $3 itemId, $4 itemId, $5 viewer, $6 itemId, $7 itemId, $8 viewer
select '{' || '"id":' || '"' || i.id::text || '"'
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
        where u.id in (select ci.creator_id from items ci where "ci".id = $1::uuid)) icr on icr.id = i.creator_id
      left join item_ratings ir on ir.item_id = i.id and ir.user_id = $2::uuid
      left join (select cm.item_id, count(*) as n from item_comments cm join items ci on ci.id = cm.item_id
        where "ci".id = $3::uuid group by cm.item_id) icc on icc.item_id = i.id
      left join (select distinct on (m.item_id) m.item_id, coalesce(m.thumbnail_path, m.file_path) as path
        from item_media m join items ci on ci.id = m.item_id where "ci".id = $4::uuid
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
          left join decision_weights w on w.folder_id = ci.folder_id and w.user_id = $5::uuid
          where "ci".id = $6::uuid and v.value <> '') f
        where f.place <= 3
        group by f.item_id) ikf on ikf.item_id = i.id
      where "i".id = $7::uuid and (not "i".is_private or "i".creator_id = $8::uuid);
