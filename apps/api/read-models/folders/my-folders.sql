-- Written by `pnpm --filter @shortlist/api db:read-models` from src/modules/folders/my-folders.read-model.ts: do not edit.

-- my_folders: $1 viewer, $2 viewer, $3 viewer, $4 viewer, $5 viewer, $6 viewer, $7 search, $8 search, $9 search, $10 viewer
select u.id::text as "id", u.email as "email", u.tokens_valid_after as "tokensValidAfter",
  u.deleted_at as "deletedAt", u.email_confirmed as "emailConfirmed", p.subscription_plan as "subscriptionPlan", (
      select coalesce(md5(string_agg(f.id::text || ':' || f.revision, ',' order by f.id)), 'none')
      from (
        select o.* from folders o where o.owner_id = u.id::uuid and o.parent_folder_id is null
        union
        select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
        where fc.user_id = u.id::uuid and s.parent_folder_id is null) f
    ) as "fingerprint", (
      select coalesce(json_agg(json_build_object('id', "f".id, 'name', "f".name,
      'description', "f".description, 'ownerId', "f".owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = "f".owner_id),
      'currency', "f".currency,
      'createdAt', to_char("f".created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char("f".updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = "f".id),
      'itemCount', (select count(*) from items i where i.folder_id = "f".id and (not "i".is_private or "i".creator_id = $1::uuid)),
      'parentFolderId', null, 'isOwned', f.owner_id = $2::uuid,
        'myRole', case when f.owner_id = $3::uuid then 'owner' else coalesce(
          (select fc.role::text from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $4::uuid),
          'viewer') end,
        'isShared', exists(select 1 from folder_collaborators fc where fc.folder_id = "f".id))
        order by f.created_at desc, f.id desc), '[]')::text
      from (
        select o.* from folders o where o.owner_id = $5::uuid and o.parent_folder_id is null
        union
        select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
        where fc.user_id = $6::uuid and s.parent_folder_id is null) f
      where ($7::text is null or f.name ilike $8::text or f.description ilike $9::text)
    ) as "folders" from users u left join profiles p on p.id = u.id where u.id = $10::uuid;
