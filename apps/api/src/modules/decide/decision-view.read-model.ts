import { sql } from 'drizzle-orm';
import { chainPeople, chainsJson } from '../../access/access.repository';
import { visibleTo } from '../../db/item-visibility';
import { isoTime } from '../../db/json-sql';
import { defineReadModel } from '../../db/read-model';
import { ancestors, fromFolders } from '../../db/tree-walks';

/** The parts of the decision view as the statement selects them (json; a driver may hand back text). */
export type DecisionViewRow = Record<
  'chain' | 'settings' | 'items' | 'attributes' | 'weights' | 'profiles' | 'seen' | 'record' | 'money',
  unknown
>;

/**
 * A folder's decision in ONE statement: its access chain (the caller decides access from it before anything is
 * answered), settings, the items `itemsSeenBy` sees (null: the shared ones only) with their decision state,
 * attribute values, ratings and newest `points` prices, the attributes of their categories, the weights and
 * names of the people the chain names, what `viewer` last marked seen (null: no viewer) and the open record.
 * Each part is built as json by PostgreSQL, so the driver hands back parsed values without a row per value.
 */
export const decisionView = defineReadModel<
  { folderId: string; viewer: string | null; itemsSeenBy: string | null; points: number },
  DecisionViewRow
>({
  name: 'decision_view',
  parameters: ['folderId', 'viewer', 'itemsSeenBy', 'points'],
  statement: (p) => sql`with recursive ${ancestors('chain', fromFolders(sql`f.id = ${p.folderId}::uuid`))},
      ${chainPeople('chain')},
      its as (
        select i.id, i.name, i.price_cents, i.currency, i.created_at, i.source_url, i.category_id
        from items i where i.folder_id = ${p.folderId}::uuid and ${visibleTo(p.itemsSeenBy)}
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
            'prices', (array_agg(h.price_cents order by h.recorded_at desc, h.seq desc))[1:${p.points}::int],
            'lowest', min(h.price_cents), 'reads', count(*)) as history
        from item_price_history h where h.item_id in (select id from its) group by h.item_id
      )
    select ${chainsJson('chain')} as "chain",
      (select json_build_object('budgetCents', s.budget_cents, 'criteria', s.criteria,
          'lockedGroupWeights', s.locked_group_weights)
        from decision_settings s where s.folder_id = ${p.folderId}::uuid) as "settings",
      coalesce((select json_agg(json_build_object(
          'id', i.id::text, 'name', i.name, 'priceCents', i.price_cents, 'currency', i.currency,
          'createdAt', ${isoTime(sql`i.created_at`)},
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
        where w.folder_id = ${p.folderId}::uuid and w.user_id in (select user_id from chain_people)), '{}'::json)
        as "weights",
      coalesce((select json_agg(json_build_object('id', p.id::text, 'fullName', p.full_name,
          'nickname', p.nickname)) from profiles p where p.id in (select user_id from chain_people)), '[]'::json)
        as "profiles",
      (select dv.seen from decision_views dv
        where dv.folder_id = ${p.folderId}::uuid and dv.user_id = ${p.viewer}::uuid) as "seen",
      (select json_build_object('id', r.id::text, 'snapshot', r.snapshot) from decision_records r
        where r.folder_id = ${p.folderId}::uuid and r.reopened_at is null
        order by r.decided_at desc limit 1) as "record",
      (select json_build_object('currency', f.currency, 'rates', coalesce((select json_agg(
          json_build_object('currency', x.currency, 'rate', x.rate) order by x.currency)
          from folder_exchange_rates x where x.folder_id = f.id), '[]'::json))
        from folders f where f.id = ${p.folderId}::uuid) as "money"`,
});
