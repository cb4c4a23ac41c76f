import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { itemDetailEndpoints, type Note, type NoteInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey } from '@/lib/swr';

type Notes = { notes: Note[] };

/**
 * A saved note edited or deleted outside edit mode: the item's cached notes show the change before the server
 * answers, keep it when the server accepts it, and go back to what they were when it refuses (the error goes
 * to the caller).
 */
export function useChangeNote(itemId: string) {
  const { mutate } = useSWRConfig();
  const key = apiKey(itemDetailEndpoints.listNotes, { params: { id: itemId } });

  const change = useCallback(
    (shown: (notes: Note[]) => Note[], request: () => Promise<(notes: Note[]) => Note[]>) =>
      mutate<Notes>(
        key,
        async (current) => {
          const settle = await request();
          return current && { notes: settle(current.notes) };
        },
        {
          optimisticData: (current) => ({ notes: shown(current?.notes ?? []) }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      ),
    [mutate, key],
  );

  const edit = useCallback(
    async (noteId: string, input: NoteInput) => {
      const replace = (by: (n: Note) => Note) => (notes: Note[]) =>
        notes.map((n) => (n.id === noteId ? by(n) : n));
      await change(
        replace((n) => ({
          ...n,
          title: input.title.trim(),
          content: (input.content ?? '').trim(),
          updatedAt: new Date().toISOString(),
        })),
        async () => {
          const saved = await callEndpoint(itemDetailEndpoints.updateNote, {
            params: { id: itemId, noteId },
            body: input,
          });
          return replace(() => saved);
        },
      );
    },
    [change, itemId],
  );

  const remove = useCallback(
    async (noteId: string) => {
      const without = (notes: Note[]) => notes.filter((n) => n.id !== noteId);
      await change(without, async () => {
        await callEndpoint(itemDetailEndpoints.deleteNote, { params: { id: itemId, noteId } });
        return without;
      });
    },
    [change, itemId],
  );

  return { edit, remove };
}
