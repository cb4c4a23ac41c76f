import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createNote, editNote, listNotes, removeNote } from './notes.service';

export function mountNotesRoutes(router: Routes, deps: AppDeps): void {
  mount(router, itemDetailEndpoints.listNotes, async ({ user, params }) => ({
    notes: await listNotes(deps, user, params.id),
  }));
  mount(router, itemDetailEndpoints.createNote, ({ user, params, body }) =>
    createNote(deps, user, params.id, body),
  );
  mount(router, itemDetailEndpoints.updateNote, ({ user, params, body }) =>
    editNote(deps, user, params.id, params.noteId, body),
  );
  mount(router, itemDetailEndpoints.deleteNote, ({ user, params }) =>
    removeNote(deps, user, params.id, params.noteId).then(() => undefined as never),
  );
}
