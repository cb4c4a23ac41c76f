-- Written by `pnpm --filter @shortlist/api db:read-models` from src/db/session-revision.read-model.ts: do not edit.

-- session_and_home_revision: $1 viewer
select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan", (
      select coalesce(md5(string_agg(f.id::text || ':' || f.revision, ',' order by f.id)), 'none')
      from (
        select o.* from folders o where o.owner_id = u.id::uuid and o.parent_folder_id is null
        union
        select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
        where fc.user_id = u.id::uuid and s.parent_folder_id is null) f
    ) as "fingerprint" from users u left join profiles p on p.id = u.id where u.id = $1::uuid;

-- session_and_trees_revision: $1 folderIds, $2 itemIds, $3 viewer
select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan", (
      with recursive up(id, parent_folder_id, revision) as (
        select f.id, f.parent_folder_id, f.revision from folders f
        where f.id = any(array_cat(string_to_array($1::text, ',')::uuid[],
          array(select i.folder_id from items i where i.id = any(string_to_array($2::text, ',')::uuid[]))))
        union
        select p.id, p.parent_folder_id, p.revision from up cross join lateral (
          select f.id, f.parent_folder_id, f.revision from folders f where f.id = up.parent_folder_id limit 1) p
      )
      select (select md5(string_agg(r.id::text || ':' || r.revision, ',' order by r.id)) from (select up.id, up.revision from up where up.parent_folder_id is null) r)
    ) as "fingerprint" from users u left join profiles p on p.id = u.id where u.id = $3::uuid;

-- session_only: $1 viewer
select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan", null::text as "fingerprint" from users u left join profiles p on p.id = u.id where u.id = $1::uuid;
