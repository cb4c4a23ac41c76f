import { type ComponentProps, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2, Undo2 } from 'lucide-react';
import { ITEM, ITEM_DETAIL_TEXTS, type Note, noteInputSchema } from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { type Draft, stagedKey } from '@/features/item-detail/lib/draft';
import { isUnsaved } from '../api/capture';
import { EntryAction, PendingBadge } from './parts';

type NoteValue = { title: string; content: string };
type NoteErrors = { title?: string | undefined; content?: string | undefined };
const NONE: ReadonlySet<string> = new Set();

/** Title and content with their counters; the inputs' props come from the form that holds the note. */
function NoteFields({
  value,
  errors,
  titleInput,
  contentInput,
}: {
  value: NoteValue;
  errors: NoteErrors;
  titleInput: ComponentProps<typeof Input>;
  contentInput: ComponentProps<typeof Textarea>;
}) {
  return (
    <div className="grid gap-3">
      <FormField
        label={ITEM_DETAIL_TEXTS.noteTitle}
        required
        error={errors.title}
        counter={{ value: value.title.length, max: ITEM.noteTitleMax }}
      >
        <Input
          maxLength={ITEM.noteTitleMax}
          placeholder={ITEM_DETAIL_TEXTS.noteTitlePlaceholder}
          {...titleInput}
        />
      </FormField>
      <FormField
        label={ITEM_DETAIL_TEXTS.noteContent}
        error={errors.content}
        counter={{ value: value.content.length, max: ITEM.noteContentMax }}
      >
        <Textarea maxLength={ITEM.noteContentMax} {...contentInput} />
      </FormField>
    </div>
  );
}

/** A staged note edited in place: the draft holds it, the save checks it (draftErrors). */
function StagedNoteFields({
  value,
  errors,
  onChange,
}: {
  value: NoteValue;
  errors: NoteErrors;
  onChange(value: NoteValue): void;
}) {
  return (
    <NoteFields
      value={value}
      errors={errors}
      titleInput={{ value: value.title, onChange: (e) => onChange({ ...value, title: e.target.value }) }}
      contentInput={{
        value: value.content,
        onChange: (e) => onChange({ ...value, content: e.target.value }),
      }}
    />
  );
}

/**
 * "Add Note", or a saved note edited outside edit mode: checked with the contract's note rules when saved,
 * then handed on as typed (the draft keeps it so, like the notes edited in place; the request trims it).
 */
function NoteForm({
  label,
  initial = { title: '', content: '' },
  onSave,
  onCancel,
}: {
  label: string;
  initial?: NoteValue;
  onSave(note: NoteValue): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<z.input<typeof noteInputSchema>, unknown, z.output<typeof noteInputSchema>>({
    resolver: zodResolver(noteInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: initial,
  });
  const [title = '', content = ''] = useWatch({ control, name: ['title', 'content'] });
  const submit = handleSubmit(() =>
    onSave({ title: getValues('title'), content: getValues('content') ?? '' }),
  );

  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label={label}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <NoteFields
        value={{ title, content: content ?? '' }}
        errors={{ title: errors.title?.message, content: errors.content?.message }}
        titleInput={register('title')}
        contentInput={register('content')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {ITEM_DETAIL_TEXTS.cancel}
        </Button>
        <Button type="submit" size="sm">
          {ITEM_DETAIL_TEXTS.saveNote}
        </Button>
      </div>
    </form>
  );
}

/**
 * Notes, newest first; in edit mode new, edited and deleted notes are staged and marked "Pending". Outside
 * edit mode "Add Note", a note's edit and its deletion save at once (onAdd, onEdit, onDelete); a note on its
 * way to the server reads "Saving..." and waits for the answer before it can change again.
 */
export function NotesCard({
  notes,
  draft,
  errors,
  onChange,
  onAdd,
  onEdit,
  onDelete,
  pending = NONE,
}: {
  notes: Note[];
  draft: Draft | null;
  errors: Record<string, string>;
  onChange(patch: Partial<Draft>): void;
  /** Absent: the viewer's role may not add notes outside edit mode. */
  onAdd?: (note: { title: string; content: string }) => void;
  /** Absent: the viewer's role may not change notes outside edit mode. */
  onEdit?: (note: Note, value: NoteValue) => void;
  onDelete?: (note: Note) => void;
  /** The ids of saved notes whose change is on its way to the server. */
  pending?: ReadonlySet<string>;
}) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const empty = notes.length === 0 && (!draft || draft.newNotes.length === 0);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{ITEM_DETAIL_TEXTS.notes}</CardTitle>
        {(draft || onAdd) && !adding && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {ITEM_DETAIL_TEXTS.addNote}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {(draft || onAdd) && adding && (
          <NoteForm
            label={ITEM_DETAIL_TEXTS.addNote}
            onCancel={() => setAdding(false)}
            onSave={(note) => {
              if (draft) onChange({ newNotes: [{ key: stagedKey(), ...note }, ...draft.newNotes] });
              else onAdd?.(note);
              setAdding(false);
            }}
          />
        )}
        {empty && <p className="text-sm text-muted-foreground">{ITEM_DETAIL_TEXTS.noNotes}</p>}
        <ul className="grid gap-3">
          {draft?.newNotes.map((n) => (
            <li key={n.key} className="grid gap-2 rounded-md border border-dashed p-3">
              <div className="flex items-center justify-between gap-2">
                <PendingBadge />
                <EntryAction
                  icon={Trash2}
                  label={ITEM_DETAIL_TEXTS.deleteNote(n.title)}
                  onClick={() => onChange({ newNotes: draft.newNotes.filter((x) => x.key !== n.key) })}
                />
              </div>
              <StagedNoteFields
                value={n}
                errors={{ title: errors[`notes.${n.key}.title`], content: errors[`notes.${n.key}.content`] }}
                onChange={(v) =>
                  onChange({ newNotes: draft.newNotes.map((x) => (x.key === n.key ? { ...x, ...v } : x)) })
                }
              />
              <p className="text-xs text-muted-foreground">{ITEM_DETAIL_TEXTS.stagedNote}</p>
            </li>
          ))}
          {notes.map((note) => {
            const edited = draft?.editedNotes[note.id];
            const deleted = draft?.deletedNotes.includes(note.id) ?? false;
            const changed = !!edited && (edited.title !== note.title || edited.content !== note.content);
            const saving = isUnsaved(note.id) || pending.has(note.id);
            if (!draft && onEdit && editing === note.id)
              return (
                <li key={note.id}>
                  <NoteForm
                    label={ITEM_DETAIL_TEXTS.editNote(note.title)}
                    initial={{ title: note.title, content: note.content }}
                    onCancel={() => setEditing(null)}
                    onSave={(value) => {
                      // an unchanged note is not sent again
                      if (value.title !== note.title || value.content !== note.content) onEdit(note, value);
                      setEditing(null);
                    }}
                  />
                </li>
              );
            return (
              <li key={note.id} className="grid gap-2 rounded-md border p-3">
                {draft && edited && !deleted ? (
                  <>
                    {changed && <PendingBadge />}
                    <StagedNoteFields
                      value={edited}
                      errors={{
                        title: errors[`notes.${note.id}.title`],
                        content: errors[`notes.${note.id}.content`],
                      }}
                      onChange={(v) => onChange({ editedNotes: { ...draft.editedNotes, [note.id]: v } })}
                    />
                    {changed && (
                      <p className="text-xs text-muted-foreground">{ITEM_DETAIL_TEXTS.stagedNote}</p>
                    )}
                  </>
                ) : (
                  <>
                    <div className="flex items-start justify-between gap-2">
                      <h3 className={deleted ? 'font-medium line-through opacity-60' : 'font-medium'}>
                        {note.title}
                      </h3>
                      {!draft && !saving && (onEdit || onDelete) && (
                        <div className="flex items-center gap-1">
                          {onEdit && (
                            <EntryAction
                              icon={Pencil}
                              label={ITEM_DETAIL_TEXTS.editNote(note.title)}
                              onClick={() => setEditing(note.id)}
                            />
                          )}
                          {onDelete && (
                            <EntryAction
                              icon={Trash2}
                              label={ITEM_DETAIL_TEXTS.deleteNote(note.title)}
                              onClick={() => onDelete(note)}
                            />
                          )}
                        </div>
                      )}
                      {draft && (
                        <div className="flex items-center gap-1">
                          {deleted && <PendingBadge label={ITEM_DETAIL_TEXTS.stagedForDeletion} />}
                          {deleted ? (
                            <EntryAction
                              icon={Undo2}
                              label={ITEM_DETAIL_TEXTS.undoDelete}
                              onClick={() =>
                                onChange({ deletedNotes: draft.deletedNotes.filter((id) => id !== note.id) })
                              }
                            />
                          ) : (
                            <>
                              <EntryAction
                                icon={Pencil}
                                label={ITEM_DETAIL_TEXTS.editNote(note.title)}
                                onClick={() =>
                                  onChange({
                                    editedNotes: {
                                      ...draft.editedNotes,
                                      [note.id]: { title: note.title, content: note.content },
                                    },
                                  })
                                }
                              />
                              <EntryAction
                                icon={Trash2}
                                label={ITEM_DETAIL_TEXTS.deleteNote(note.title)}
                                onClick={() => onChange({ deletedNotes: [...draft.deletedNotes, note.id] })}
                              />
                            </>
                          )}
                        </div>
                      )}
                    </div>
                    {note.content && (
                      <p
                        className={
                          deleted ? 'text-sm whitespace-pre-line opacity-60' : 'text-sm whitespace-pre-line'
                        }
                      >
                        {note.content}
                      </p>
                    )}
                    <p className="flex items-center gap-2 text-xs text-muted-foreground">
                      <time dateTime={note.updatedAt}>{formatDate(note.updatedAt)}</time>
                      {saving && <PendingBadge label={ITEM_DETAIL_TEXTS.unsaved} />}
                    </p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
