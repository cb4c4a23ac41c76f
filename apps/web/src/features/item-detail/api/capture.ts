import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  itemDetailEndpoints,
  type Media,
  MEDIA,
  type NextStep,
  type Note,
  type NoteInput,
} from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';
import { stagedKey } from '../lib/draft';
import { chosenSchedule, type StepScheduleInput } from '../lib/step-schedule';
import { useStoreItemView } from './save-item';

/*
 * Capture outside edit mode: a note, a next step or photos are saved at once. The page's
 * cached reads change first (the entry shows with an "unsaved" id), then take the server's answer; when the
 * server refuses, the entry leaves again and the error goes to the caller.
 */

const UNSAVED_PREFIX = 'unsaved-';
const unsavedId = () => `${UNSAVED_PREFIX}${stagedKey()}`;

/** True for an entry shown before the server has confirmed it (it has no id of its own yet). */
export function isUnsaved(id: string): boolean {
  return id.startsWith(UNSAVED_PREFIX);
}

/** One cached read changed at once, settled by the request's answer, or rolled back when it fails. */
function useOptimistic() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <D, R>(
      key: string,
      change: { apply(d: D): D; request(): Promise<R>; settle(d: D, r: R): D; rollback(d: D): D },
    ): Promise<R> => {
      const edit = (f: (d: D) => D) =>
        mutate<D>(key, (d) => (d === undefined ? d : f(d)), { revalidate: false });
      await edit(change.apply);
      try {
        const answer = await change.request();
        await edit((d) => change.settle(d, answer));
        return answer;
      } catch (err) {
        await edit(change.rollback);
        throw err;
      }
    },
    [mutate],
  );
}

type Notes = { notes: Note[] };
type Steps = { steps: NextStep[] };
type MediaList = { media: Media[] };

/** The item page's saves outside edit mode, each returning what undoes it. */
export function useCapture(itemId: string) {
  const optimistic = useOptimistic();
  const store = useStoreItemView();
  const revalidate = useRevalidate();
  const params = { id: itemId };
  const notesKey = apiKey(itemDetailEndpoints.listNotes, { params });
  const stepsKey = apiKey(itemDetailEndpoints.listSteps, { params });
  const mediaKey = apiKey(itemDetailEndpoints.listMedia, { params });

  const addNote = async (input: { title: string; content: string }): Promise<() => Promise<void>> => {
    const now = new Date().toISOString();
    const shown: Note = {
      id: unsavedId(),
      itemId,
      title: input.title.trim(),
      content: input.content.trim(),
      creator: null,
      createdAt: now,
      updatedAt: now,
    };
    const body: NoteInput = input;
    const note = await optimistic<Notes, Note>(notesKey, {
      apply: (d) => ({ notes: [shown, ...d.notes] }),
      request: () => callEndpoint(itemDetailEndpoints.createNote, { params, body }),
      settle: (d, saved) => ({ notes: d.notes.map((n) => (n.id === shown.id ? saved : n)) }),
      rollback: (d) => ({ notes: d.notes.filter((n) => n.id !== shown.id) }),
    });
    return () =>
      removeAtOnce<Notes>(
        notesKey,
        (d) => ({ notes: d.notes.filter((n) => n.id !== note.id) }),
        () =>
          callEndpoint(itemDetailEndpoints.deleteNote, { params: { id: itemId, noteId: note.id } }).then(
            () => undefined,
          ),
      );
  };

  // steps have no route of their own to add or delete: the item save (without a revision) does both
  const saveSteps = async (steps: {
    create?: Array<{ text: string; completed: boolean } & Partial<StepScheduleInput>>;
    delete?: string[];
  }) => {
    const view = await callEndpoint(itemDetailEndpoints.save, { params, body: { changes: { steps } } });
    // the save moved the item to its next revision: edit mode opens from this one
    await store(view);
    return view;
  };

  const addStep = async (input: { text: string } & StepScheduleInput): Promise<() => Promise<void>> => {
    const { text, ...schedule } = input;
    const shown: NextStep = {
      id: unsavedId(),
      itemId,
      text: text.trim(),
      completed: false,
      completedAt: null,
      creator: null,
      createdAt: new Date().toISOString(),
      dueAt: schedule.dueAt,
      // the assignee's name comes with the server's answer
      assignee: null,
      remindBeforeMinutes: schedule.remindBeforeMinutes,
    };
    let known = new Set<string>();
    const view = await optimistic(stepsKey, {
      apply: (d: Steps) => {
        known = new Set(d.steps.map((s) => s.id));
        return { steps: [shown, ...d.steps] };
      },
      request: () => saveSteps({ create: [{ text, completed: false, ...chosenSchedule(schedule) }] }),
      settle: (_d, saved) => ({ steps: saved.steps }),
      rollback: (d) => ({ steps: d.steps.filter((s) => s.id !== shown.id) }),
    });
    // dated steps show in the folder's Upcoming list and on This week
    void revalidate('/api/folders', '/api/steps');
    const added = view.steps.find((s) => !known.has(s.id) && s.text === shown.text);
    return async () => {
      if (!added) return;
      await removeAtOnce<Steps>(
        stepsKey,
        (d) => ({ steps: d.steps.filter((s) => s.id !== added.id) }),
        () => saveSteps({ delete: [added.id] }).then(() => undefined),
      );
    };
  };

  const addPhotos = async (files: readonly File[]): Promise<() => Promise<void>> => {
    const previews = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    const now = new Date().toISOString();
    const shown: Media[] = previews.map(({ file, url }) => ({
      id: unsavedId(),
      itemId,
      fileName: file.name,
      mimeType: file.type,
      fileSize: file.size,
      width: null,
      height: null,
      url,
      thumbnailUrl: url,
      uploadedBy: null,
      createdAt: now,
    }));
    const shownIds = new Set(shown.map((m) => m.id));
    const form = new FormData();
    for (const file of files) form.append(MEDIA.fileField, file, file.name);
    let known = new Set<string>();
    try {
      const answer = await optimistic(mediaKey, {
        apply: (d: MediaList) => {
          known = new Set(d.media.map((m) => m.id));
          return { media: [...d.media, ...shown] };
        },
        request: () => callEndpoint(itemDetailEndpoints.uploadMedia, { params, body: form }),
        settle: (_d, saved) => ({ media: saved.media }),
        rollback: (d) => ({ media: d.media.filter((m) => !shownIds.has(m.id)) }),
      });
      // the folder's cards lead with the first photo
      void revalidate('/api/folders');
      const added = answer.media.filter((m) => !known.has(m.id) && !isUnsaved(m.id)).map((m) => m.id);
      return async () => {
        const gone = new Set(added);
        await removeAtOnce<MediaList>(
          mediaKey,
          (d) => ({ media: d.media.filter((m) => !gone.has(m.id)) }),
          async () => {
            for (const mediaId of added)
              await callEndpoint(itemDetailEndpoints.deleteMedia, { params: { id: itemId, mediaId } });
          },
        );
        void revalidate('/api/folders');
      };
    } finally {
      previews.forEach((p) => URL.revokeObjectURL(p.url));
    }
  };

  // an undo removes the entry at once and refetches the list when the server refuses
  const removeAtOnce = async <D>(key: string, remove: (d: D) => D, request: () => Promise<void>) => {
    try {
      await optimistic<D, void>(key, { apply: remove, request, settle: (d) => d, rollback: (d) => d });
    } catch (err) {
      await revalidate(key);
      throw err;
    }
  };

  return { addNote, addStep, addPhotos };
}
