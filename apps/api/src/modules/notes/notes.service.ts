import { type BodyOf, type itemDetailEndpoints, type Note, ORGANISE_ERRORS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireItemAccess } from '../../access/folder-access';
import { presentNote } from './notes.presenter';
import { deleteNotes, findNotes, insertNotes, updateNote } from './notes.repository';

type NoteInput = BodyOf<typeof itemDetailEndpoints.createNote>;

const noteGone = () => new AppError('NOT_FOUND', ORGANISE_ERRORS.noteNotFound);

/** An item's notes (newest first) for a caller that has checked access. One statement. */
export async function listNotesOfItem(db: DbOrTx, itemId: string): Promise<Note[]> {
  return (await findNotes(db, itemId)).map(presentNote);
}

/** Copies of notes on (new) items, by their creator, inside a caller's transaction. One statement. */
export async function copyNotesInTransaction(
  tx: DbOrTx,
  input: {
    creatorId: string;
    now: Date;
    notes: ReadonlyArray<{ itemId: string; title: string; content: string }>;
  },
): Promise<void> {
  await insertNotes(
    tx,
    input.notes.map((n) => ({ ...n, creatorId: input.creatorId, createdAt: input.now })),
  );
}

/**
 * Applies staged note changes inside a given transaction, in the spec's order: new, edited, deleted. An
 * edited or deleted note the item does not have fails the whole save (404 with a clear message).
 */
export async function applyNoteChanges(
  tx: DbOrTx,
  input: {
    itemId: string;
    userId: string;
    now: Date;
    create: readonly NoteInput[];
    update: ReadonlyArray<NoteInput & { id: string }>;
    delete: readonly string[];
  },
): Promise<string[]> {
  const created = await insertNotes(
    tx,
    // one millisecond apart, so notes added in one save keep their order (newest = added last)
    input.create.map((n, i) => ({
      ...n,
      itemId: input.itemId,
      creatorId: input.userId,
      createdAt: new Date(input.now.getTime() + i),
    })),
  );
  for (const note of input.update) {
    const found = await updateNote(tx, input.itemId, note.id, {
      title: note.title,
      content: note.content,
      updatedAt: input.now,
    });
    if (!found) throw noteGone();
  }
  if ((await deleteNotes(tx, input.itemId, input.delete)) !== input.delete.length) throw noteGone();
  return created;
}

export async function listNotes(deps: AppDeps, user: SessionUser, itemId: string): Promise<Note[]> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'view');
  return listNotesOfItem(db, itemId);
}

async function loadNote(db: DbOrTx, itemId: string, noteId: string): Promise<Note> {
  const [row] = await findNotes(db, itemId, [noteId]);
  if (!row) throw noteGone();
  return presentNote(row);
}

export async function createNote(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  input: NoteInput,
): Promise<Note> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  const [id] = await applyNoteChanges(db, {
    itemId,
    userId: user.id,
    now: deps.clock.now(),
    create: [input],
    update: [],
    delete: [],
  });
  return loadNote(db, itemId, id!);
}

export async function editNote(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  noteId: string,
  input: NoteInput,
): Promise<Note> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  await applyNoteChanges(db, {
    itemId,
    userId: user.id,
    now: deps.clock.now(),
    create: [],
    update: [{ ...input, id: noteId }],
    delete: [],
  });
  return loadNote(db, itemId, noteId);
}

export async function removeNote(deps: AppDeps, user: SessionUser, itemId: string, noteId: string) {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  await applyNoteChanges(db, {
    itemId,
    userId: user.id,
    now: deps.clock.now(),
    create: [],
    update: [],
    delete: [noteId],
  });
}
