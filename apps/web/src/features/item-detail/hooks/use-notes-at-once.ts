import { useRef, useState } from 'react';
import { type Note, type NoteInput, TOAST_TITLES } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useChangeNote } from '../api/change-note';

/**
 * Saved notes edited or deleted outside edit mode: each change shows at once and is sent; a refusal puts the
 * note back with the server's message. A note waits for its answer before it can change again (`pending`
 * holds the ids on their way); each call tells whether the server accepted it.
 */
export function useNotesAtOnce(itemId: string) {
  const change = useChangeNote(itemId);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // a second click in the same tick as the first sees no re-render yet
  const sending = useRef(new Set<string>());

  const run = async (noteId: string, request: () => Promise<void>): Promise<boolean> => {
    if (sending.current.has(noteId)) return false;
    sending.current.add(noteId);
    setPending(new Set(sending.current));
    try {
      await request();
      return true;
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
      return false;
    } finally {
      sending.current.delete(noteId);
      setPending(new Set(sending.current));
    }
  };

  return {
    pending,
    edit: (note: Note, input: NoteInput) => run(note.id, () => change.edit(note.id, input)),
    remove: (note: Note) => run(note.id, () => change.remove(note.id)),
  };
}
