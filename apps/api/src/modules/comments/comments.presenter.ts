import type { Comment, UserRef } from '@shortlist/contracts';
import type { CommentRow, PersonRow } from './comments.repository';

export function presentPerson(row: PersonRow): UserRef {
  return { id: row.id, nickname: row.nickname, fullName: row.fullName, avatarUrl: row.avatarUrl };
}

/** A comment as the caller sees it: what they may do with it is decided by the service. */
export function presentComment(row: CommentRow, rights: { canEdit: boolean; canDelete: boolean }): Comment {
  return {
    id: row.id,
    itemId: row.itemId,
    text: row.text,
    author:
      row.authorId === null
        ? null
        : {
            id: row.authorId,
            nickname: row.authorNickname,
            fullName: row.authorFullName,
            avatarUrl: row.authorAvatarUrl,
          },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    edited: row.editedAt !== null,
    ...rights,
  };
}
