/**
 * The hand-written single statement beside the decision view (issue 13): the folder's items with their values
 * by criterion, everyone's ratings (average, spread), price history and the ranking, scored in SQL as the view
 * scores them (min-max to 0-100 per criterion over the items, the weighted mean with the group's weights: the
 * mean of the saved weights of the folder; contributions of the weighted criteria, to 0.01), as JSON built by
 * PostgreSQL. No session, no access check, no must-haves, no "what would change the winner".
 */
export const BASELINE_DECISION_SQL = `with its as (
    select i.id, i.name, i.price_cents, i.currency, i.created_at, i.source_url from items i where i.folder_id = $1
  ),
  vals as (
    select v.item_id, 'attr:' || ca.name as cid, ca.attribute_type, v.value
    from item_attribute_values v join category_attributes ca on ca.id = v.category_attribute_id
    where v.item_id in (select id from its)
  ),
  item_vals as (select item_id, json_object_agg(cid, value) as vals from vals group by item_id),
  rats as (
    select r.item_id, round(avg(r.rating), 1) as average, max(r.rating) - min(r.rating) as spread,
      json_object_agg(r.user_id, r.rating) as ratings
    from item_ratings r where r.item_id in (select id from its) group by r.item_id
  ),
  hist as (
    select h.item_id, json_agg(h.price_cents order by h.recorded_at, h.seq) as prices
    from item_price_history h where h.item_id in (select id from its) group by h.item_id
  ),
  raw as (
    select id as item_id, 'price' as cid, -price_cents::float8 as raw from its where price_cents is not null
    union all select item_id, 'rating:avg', average::float8 from rats
    union all select item_id, cid, case when attribute_type = 'number' then value::float8 else 1 end
      from vals where value <> ''
  ),
  w as (
    select key as cid, avg(value::float8) as weight
    from decision_weights dw, jsonb_each_text(dw.weights) where dw.folder_id = $1 group by key
  ),
  total as (select sum(weight) as total from w where weight > 0),
  norm as (
    select r.item_id, r.cid, w.weight,
      case when max(raw) over c = min(raw) over c then 100
        else (raw - min(raw) over c) / (max(raw) over c - min(raw) over c) * 100 end as n
    from raw r join w on w.cid = r.cid where w.weight > 0
    window c as (partition by r.cid)
  ),
  scores as (
    select n.item_id, sum(n.weight * n.n) / t.total as score,
      json_agg(json_build_object('criterionId', n.cid, 'normalised', round(n.n::numeric, 2),
        'points', round((n.weight * n.n / t.total)::numeric, 2), 'missing', false)) as contributions
    from norm n, total t group by n.item_id, t.total
  )
select json_build_object(
  'groupWeights', (select json_object_agg(cid, weight) from w),
  'items', coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'priceCents', i.price_cents,
      'currency', i.currency, 'createdAt', i.created_at, 'hasLink', i.source_url is not null,
      'values', v.vals, 'ratings', r.ratings, 'averageRating', r.average, 'spread', r.spread,
      'priceHistory', coalesce(h.prices, '[]'::json)) order by i.created_at, i.id)
    from its i left join item_vals v on v.item_id = i.id left join rats r on r.item_id = i.id
    left join hist h on h.item_id = i.id), '[]'::json),
  'ranking', coalesce((select json_agg(json_build_object('itemId', s.item_id, 'rank', s.rank,
      'score', round(s.score::numeric, 2), 'contributions', s.contributions, 'knockOuts', '[]'::json) order by s.rank)
    from (select *, row_number() over (order by score desc, item_id) as rank from scores) s), '[]'::json)
)::text as body`;
