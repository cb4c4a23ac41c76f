import type { Note, UserRef } from '@shortlist/contracts';
import type { NoteRow } from './notes.repository';

/** A creator as the contracts' user reference (null when the account is gone). */
export function presentCreator(row: {
  creatorId: string | null;
  creatorNickname: string | null;
  creatorFullName: string | null;
  creatorAvatarUrl: string | null;
}): UserRef | null {
  return row.creatorId === null
    ? null
    : {
        id: row.creatorId,
        nickname: row.creatorNickname,
        fullName: row.creatorFullName,
        avatarUrl: row.creatorAvatarUrl,
      };
}

export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    itemId: row.itemId,
    title: row.title,
    content: row.content,
    creator: presentCreator(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
