import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Loader2, Pencil } from 'lucide-react';
import {
  editConflictSchema,
  type EditConflict,
  ITEM_DETAIL_TEXTS,
  NEXT_STEP_TEXTS,
  ITEM_TEXTS,
  type ItemView,
  MEDIA,
  type NextStep,
  type Note,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  TOAST_TITLES,
  roleAllows,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LeaveWarningDialog } from '@/components/leave-warning-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { useCapture } from '../api/capture';
import { useItemView } from '../api/get-item-view';
import { useItemFollowsFolder } from '../hooks/use-item-follows-folder';
import { useNotesAtOnce } from '../hooks/use-notes-at-once';
import { useRatingAtOnce } from '../hooks/use-rating-at-once';
import { useSaveItem, useStoreItemView } from '../api/save-item';
import { useFolderMembers } from '../api/folder-members';
import { useScheduleStep, useToggleStep } from '../api/toggle-step';
import { BasicInfoCard } from './basic-info-card';
import { CharacteristicsCard } from './characteristics-card';
import {
  changesOf,
  type Draft,
  draftErrors,
  draftFrom,
  isDirty,
  stagedKey,
} from '@/features/item-detail/lib/draft';
import { changerName, conflictsOf, keptChangesOf, rebaseDraft, type Choice } from '../lib/merge';
import { savedMessages } from '../lib/saved-messages';
import { MediaCard } from './media-card';
import { MergeDialog } from './merge-dialog';
import { NotesCard } from './notes-card';
import { PresenceBar } from './presence-bar';
import { RateDialog } from './rate-dialog';
import { type NewStepInput, StepsCard } from './steps-card';

/**
 * The item page (folders §2, §4): view mode with Basic Information, Characteristics, Media, Notes and Next
 * Steps; edit mode stages every change locally until "Save Changes" sends them in ONE request (all or
 * nothing on the server). Cancel discards the staged changes.
 */
export function ItemDetailPage({
  itemId,
  folderId,
  folderHref,
  viewerId,
  belowNotes,
  children,
}: {
  itemId: string;
  /** Shown under the notes, e.g. the comment thread (composed by the route: features do not import each other). */
  belowNotes?: ReactNode;
  /** The folder of the URL; Back leads to the folder the item is in now (it may have moved). */
  folderId: string;
  folderHref(folderId: string): string;
  viewerId: string | undefined;
  /**
   * Other features' cards under the item's own (price, decision): inside this page, so the sticky Save/Cancel
   * bar stays in reach down to the end of the page (a sticky element leaves with its parent).
   */
  children?: ReactNode;
}) {
  const { view, error, isLoading } = useItemView(itemId);
  useItemFollowsFolder(itemId, view?.item.folderId ?? folderId);
  if (isLoading) return <p className="py-10 text-center text-muted-foreground">{ITEM_TEXTS.loading}</p>;
  if (error || !view)
    return (
      <div className="grid gap-4 py-10 text-center">
        <p role="alert" className="text-destructive">
          {ITEM_TEXTS.loadError}
        </p>
        <div>
          <Button asChild variant="outline">
            <Link to={folderHref(folderId)}>
              <ArrowLeft aria-hidden />
              {ITEM_TEXTS.back}
            </Link>
          </Button>
        </div>
      </div>
    );
  return (
    <ItemEditor
      view={view}
      folderHref={folderHref(view.item.folderId)}
      viewerId={viewerId}
      belowNotes={belowNotes}
    >
      {children}
    </ItemEditor>
  );
}

function ItemEditor({
  view,
  folderHref,
  viewerId,
  belowNotes,
  children,
}: {
  view: ItemView;
  folderHref: string;
  viewerId: string | undefined;
  belowNotes: ReactNode;
  children?: ReactNode;
}) {
  const canEdit = roleAllows(view.item.myRole, 'edit');
  const save = useSaveItem();
  const store = useStoreItemView();
  const toggleStep = useToggleStep();
  const scheduleStep = useScheduleStep();
  // a private item's steps may be assigned to its creator alone
  const members = useFolderMembers(view.item.folderId, view.item.isPrivate ? (viewerId ?? null) : null);
  const capture = useCapture(view.item.id);
  const canRate = roleAllows(view.item.myRole, 'rate');
  const rating = useRatingAtOnce(view.item.id, viewerId);
  const savedNotes = useNotesAtOnce(view.item.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  // the item as edit mode opened it: the draft's changes are against it, and its revision goes with the save
  const [base, setBase] = useState<ItemView | null>(null);
  const opened = base ?? view;
  // a save refused because someone saved since (409): their version, for review and merge
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [session, setSession] = useState(0);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const errors = useMemo(() => (draft ? draftErrors(opened, draft) : {}), [opened, draft]);
  const visibleErrors = showErrors ? errors : pick(errors, ['name', 'description', 'price', 'sourceUrl']);
  // staged changes are only in this page: leaving (link, Back, reload, closing the tab) asks first
  const unsaved = useMemo(() => !!draft && isDirty(opened, draft), [draft, opened]);
  const leaveBlocker = useLeaveWarning(unsaved && !saving);
  usePageTitle(view.item.name);

  const patch = (p: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...p } : d));
  const startEditing = () => {
    setBase(view);
    setDraft(draftFrom(view));
    setShowErrors(false);
    setSession((s) => s + 1);
  };
  // previews of staged photos are object URLs: free them when edit mode ends
  const endEditing = () => {
    draft?.newPhotos.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setDraft(null);
    setBase(null);
    setConflict(null);
    setSession((s) => s + 1);
  };

  const onSave = () => {
    if (!draft) return;
    setShowErrors(true);
    if (Object.keys(errors).length > 0) {
      toast.error(ORGANISE_VALIDATION.itemValidation, TOAST_TITLES.validationError);
      return;
    }
    void submit(opened, draft);
  };

  const submit = async (from: ItemView, staged: Draft) => {
    setSaving(true);
    const photos = staged.newPhotos.map((p) => p.file);
    if (photos.length > 0) setProgress(0);
    try {
      const changes = changesOf(from, staged);
      await save(from.item.id, from.item.revision, changes, photos, setProgress);
      for (const message of savedMessages(changes, photos.length)) toast.success(message);
      endEditing();
    } catch (err) {
      const refused = err instanceof ApiError && err.code === 'EDIT_CONFLICT';
      const details = refused ? editConflictSchema.safeParse(err.details) : undefined;
      if (details?.success) {
        // the page shows their version behind the dialog; the draft waits for the choices
        await store(details.data.current);
        setConflict(details.data);
        return;
      }
      // the server wrote nothing; the staged changes stay for another try
      toast.error(errorMessage(err), TOAST_TITLES.error);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const onMerge = (choices: Record<string, Choice>) => {
    if (!draft || !conflict) return;
    const merged = rebaseDraft(opened, conflict.current, draft, choices);
    setBase(conflict.current);
    setDraft(merged);
    setConflict(null);
    void submit(conflict.current, merged);
  };

  const onToggle = async (step: NextStep, completed: boolean) => {
    try {
      await toggleStep(view.item.id, step.id, completed);
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
    }
  };

  // outside edit mode a note, a step or photos are saved at once; the toast's Undo deletes them again
  const offerUndo = (title: string, undo: () => Promise<void>, undone: string) =>
    toast.undoable(title, {
      label: ITEM_DETAIL_TEXTS.undoAdd,
      onClick: () =>
        void undo().then(
          () => toast.success(undone),
          (err: unknown) => toast.error(errorMessage(err), TOAST_TITLES.error),
        ),
    });

  const onAddNote = async (note: { title: string; content: string }) => {
    try {
      offerUndo(ITEM_DETAIL_TEXTS.noteAdded, await capture.addNote(note), ITEM_DETAIL_TEXTS.noteRemoved);
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
    }
  };

  // a deleted note's Undo writes it again, as a new note
  const onDeleteNote = async (note: Note) => {
    if (!(await savedNotes.remove(note))) return;
    offerUndo(
      ITEM_DETAIL_TEXTS.noteRemoved,
      async () => void (await capture.addNote({ title: note.title, content: note.content })),
      ITEM_DETAIL_TEXTS.noteAdded,
    );
  };

  const onAddStep = async (step: NewStepInput) => {
    try {
      offerUndo(ITEM_DETAIL_TEXTS.stepAdded, await capture.addStep(step), ITEM_DETAIL_TEXTS.stepRemoved);
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
    }
  };

  // the new date shows at once and the dialog closes; a refusal puts the old one back with the server's message
  const onSchedule = (step: NextStep, schedule: Parameters<typeof scheduleStep>[2]) => {
    void scheduleStep(view.item.id, step.id, schedule, members).then(
      () => toast.success(NEXT_STEP_TEXTS.scheduleSaved),
      (err: unknown) => toast.error(errorMessage(err), TOAST_TITLES.error),
    );
    return Promise.resolve(true);
  };

  // from the picker, a drop or a paste: staged in edit mode, saved at once outside it; only images count
  // (others are silently ignored, folders §5)
  const addPhotos = (files: readonly File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) return;
    if (draft) {
      const staged = images.map((file) => ({
        key: stagedKey(),
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setDraft((d) => (d ? { ...d, newPhotos: [...d.newPhotos, ...staged] } : d));
      return;
    }
    if (!canEdit) return;
    const refusal = photoRefusal(images, view.media.length);
    if (refusal) {
      toast.error(ORGANISE_ERRORS.uploadImages(refusal), TOAST_TITLES.error);
      return;
    }
    void (async () => {
      try {
        offerUndo(
          ORGANISE_SUCCESS.imagesUploaded,
          await capture.addPhotos(images),
          ITEM_DETAIL_TEXTS.photosRemoved(images.length),
        );
      } catch (err) {
        toast.error(ORGANISE_ERRORS.uploadImages(errorMessage(err)), TOAST_TITLES.error);
      }
    })();
  };
  // a pasted image joins the photos wherever the page has focus; pasted text is left to the field
  const latestAddPhotos = useRef(addPhotos);
  useEffect(() => {
    latestAddPhotos.current = addPhotos;
  });
  const mayAddPhotos = canEdit;
  useEffect(() => {
    if (!mayAddPhotos) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (files.length === 0) return;
      event.preventDefault();
      latestAddPhotos.current(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [mayAddPhotos]);

  return (
    <div className="grid gap-6">
      <LeaveWarningDialog blocker={leaveBlocker} />
      {conflict && draft && (
        <MergeDialog
          changedBy={changerName(conflict)}
          conflicts={conflictsOf(opened, conflict.current, draft)}
          keptChanges={keptChangesOf(opened, conflict.current, draft)}
          saving={saving}
          onSave={onMerge}
          onDiscard={endEditing}
          onClose={() => setConflict(null)}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
            <Link to={folderHref}>
              <ArrowLeft aria-hidden />
              {ITEM_TEXTS.back}
            </Link>
          </Button>
          <h1 className="text-2xl font-semibold tracking-tight break-words">{view.item.name}</h1>
          <p className="text-sm text-muted-foreground">
            <Link to={folderHref} className="hover:text-foreground hover:underline">
              {view.item.folderName}
            </Link>
          </p>
          <PresenceBar itemId={view.item.id} editing={unsaved} />
        </div>
        {/* the role table: editors and the owner edit, raters only rate, viewers only look */}
        {!draft && canEdit && (
          <Button onClick={startEditing}>
            <Pencil aria-hidden />
            {ITEM_DETAIL_TEXTS.edit}
          </Button>
        )}
        {!canEdit && roleAllows(view.item.myRole, 'rate') && (
          <RateDialog item={view.item} pending={rating.pending} onRate={(r) => void rating.rate(r)} />
        )}
      </div>
      {draft && (
        // sticky under the top bar: Save and Cancel stay in reach on a long page (and on a phone)
        <div className="sticky top-14 z-30 -mx-4 flex justify-end gap-2 border-b bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <Button variant="outline" onClick={endEditing} disabled={saving}>
            {ITEM_DETAIL_TEXTS.cancel}
          </Button>
          <Button onClick={onSave} disabled={saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {saving ? ITEM_DETAIL_TEXTS.saving : ITEM_DETAIL_TEXTS.saveChanges}
          </Button>
        </div>
      )}
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-primary"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={ITEM_DETAIL_TEXTS.uploadProgress(Math.round(progress * 100))}
          />
          <span className="text-xs tabular-nums text-muted-foreground">
            {ITEM_DETAIL_TEXTS.uploadProgress(Math.round(progress * 100))}
          </span>
        </div>
      )}
      <div key={session} className="grid gap-6 lg:grid-cols-2">
        <BasicInfoCard
          item={view.item}
          viewerId={viewerId}
          draft={draft}
          errors={visibleErrors}
          onChange={patch}
          onRate={canRate ? (r) => void rating.rate(r) : undefined}
        />
        <CharacteristicsCard item={view.item} draft={draft} errors={errors} onChange={patch} />
        <div className="lg:col-span-2">
          <MediaCard
            media={view.media}
            draft={draft}
            onChange={patch}
            onAddPhotos={draft || canEdit ? addPhotos : undefined}
          />
        </div>
        <NotesCard
          notes={view.notes}
          draft={draft}
          errors={visibleErrors}
          onChange={patch}
          onAdd={canEdit ? (note) => void onAddNote(note) : undefined}
          onEdit={canEdit ? (note, value) => void savedNotes.edit(note, value) : undefined}
          onDelete={canEdit ? (note) => void onDeleteNote(note) : undefined}
          pending={savedNotes.pending}
        />
        <StepsCard
          steps={view.steps}
          draft={draft}
          errors={visibleErrors}
          onChange={patch}
          // a tick saves at once: only for those who may edit the item (the server refuses the others)
          onToggle={canEdit ? onToggle : undefined}
          onAdd={canEdit ? (step) => void onAddStep(step) : undefined}
          onSchedule={canEdit ? onSchedule : undefined}
          members={members}
        />
        {belowNotes && <div className="lg:col-span-2">{belowNotes}</div>}
      </div>
      {children}
    </div>
  );
}

/** The spec's photo limits checked before sending (the server checks them again): the first one broken. */
function photoRefusal(images: readonly File[], onItem: number): string | null {
  if (images.length > MEDIA.maxFilesPerUpload) return ORGANISE_VALIDATION.tooManyFiles;
  if (images.some((f) => f.size > MEDIA.maxFileBytes)) return ORGANISE_VALIDATION.fileTooLarge;
  if (onItem + images.length > MEDIA.maxFilesPerItem) return ORGANISE_VALIDATION.tooManyImagesPerItem;
  return null;
}

function pick(errors: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => keys.includes(k) || k.startsWith('attributes.')),
  );
}
