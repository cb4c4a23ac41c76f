-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/decide/decision-view.read-model.ts: do not edit.

-- decision_view: $1 folderId, $2 folderId, $3 itemsSeenBy, $4 points, $5 folderId, $6 folderId, $7 folderId, $8 viewer, $9 folderId, $10 folderId
with recursive "chain"(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (
      select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where f.id = $1::uuid
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
    ),
      its as (
        select i.id, i.name, i.price_cents, i.currency, i.created_at, i.source_url, i.category_id
        from items i where i.folder_id = $2::uuid and (not "i".is_private or "i".creator_id = $3::uuid)
      ),
      -- per item, aggregated with one hash join each (a quarter of these tables is one big folder's: a
      -- lookup per item costs more than one pass)
      its_values as (
        select v.item_id, json_object_agg(ca.name, v.value) as "values"
        from item_attribute_values v join category_attributes ca on ca.id = v.category_attribute_id
        where v.item_id in (select id from its) group by v.item_id
      ),
      its_ratings as (
        select r.item_id, json_object_agg(r.user_id::text, r.rating) as ratings
        from item_ratings r where r.item_id in (select id from its) group by r.item_id
      ),
      its_history as (
        select h.item_id, json_build_object(
            'prices', (array_agg(h.price_cents order by h.recorded_at desc, h.seq desc))[1:$4::int],
            'lowest', min(h.price_cents), 'reads', count(*)) as history
        from item_price_history h where h.item_id in (select id from its) group by h.item_id
      )
    select coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)) order by c.start_id, c.depth) from "chain" c), '[]'::json) as "chain",
      (select json_build_object('budgetCents', s.budget_cents, 'criteria', s.criteria,
          'lockedGroupWeights', s.locked_group_weights)
        from decision_settings s where s.folder_id = $5::uuid) as "settings",
      coalesce((select json_agg(json_build_object(
          'id', i.id::text, 'name', i.name, 'priceCents', i.price_cents, 'currency', i.currency,
          'createdAt', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'hasLink', i.source_url is not null and i.source_url <> '',
          'status', st.status, 'statusReason', st.status_reason, 'targetPriceCents', st.target_price_cents,
          'values', iv."values", 'ratings', ir.ratings, 'history', ih.history
        ) order by i.created_at, i.id)
        from its i left join item_decision_states st on st.item_id = i.id
        left join its_values iv on iv.item_id = i.id left join its_ratings ir on ir.item_id = i.id
        left join its_history ih on ih.item_id = i.id), '[]'::json) as "items",
      coalesce((select json_agg(json_build_object('name', a.name, 'attributeType', a.attribute_type,
          'options', a.options, 'displayOrder', a.display_order, 'unit', a.unit, 'preference', a.preference)
          order by a.display_order, a.name)
        from category_attributes a where a.category_id in (select category_id from its)), '[]'::json)
        as "attributes",
      coalesce((select json_object_agg(w.user_id::text, w.weights) from decision_weights w
        where w.folder_id = $6::uuid and w.user_id in (select user_id from chain_people)), '{}'::json)
        as "weights",
      coalesce((select json_agg(json_build_object('id', p.id::text, 'fullName', p.full_name,
          'nickname', p.nickname)) from profiles p where p.id in (select user_id from chain_people)), '[]'::json)
        as "profiles",
      (select dv.seen from decision_views dv
        where dv.folder_id = $7::uuid and dv.user_id = $8::uuid) as "seen",
      (select json_build_object('id', r.id::text, 'snapshot', r.snapshot) from decision_records r
        where r.folder_id = $9::uuid and r.reopened_at is null
        order by r.decided_at desc limit 1) as "record",
      (select json_build_object('currency', f.currency, 'rates', coalesce((select json_agg(
          json_build_object('currency', x.currency, 'rate', x.rate) order by x.currency)
          from folder_exchange_rates x where x.folder_id = f.id), '[]'::json))
        from folders f where f.id = $10::uuid) as "money";
