import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FolderPlus } from 'lucide-react';
import { CAPTURE, CAPTURE_TEXTS, folderCreateSchema, type CaptureFolder } from '@shortlist/contracts';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateCaptureFolder } from '../api/create-folder';
import { useCaptureFolders } from '../api/get-capture-folders';

/** "New folder": the contract's folder name (the picker's folder is top-level, with no description). */
const newFolderSchema = z.object({ name: folderCreateSchema.shape.name });
type NewFolderIn = z.input<typeof newFolderSchema>;
type NewFolderOut = z.output<typeof newFolderSchema>;

const label = (folder: CaptureFolder) => [...folder.path, folder.name].join(' / ');

/**
 * The Capture screen's folder choice: the few most recently used first, then all folders by name, a search over
 * names and paths, and "New folder" inline (a top-level folder, chosen at once).
 */
export function FolderPicker({ value, onChange }: { value: string | null; onChange(id: string): void }) {
  const { data, error } = useCaptureFolders();
  const createFolder = useCreateCaptureFolder();
  const [search, setSearch] = useState('');
  // no <form> of its own: it sits inside the Capture form, so Enter and the button submit it by hand
  const newFolder = useForm<NewFolderIn, unknown, NewFolderOut>({
    defaultValues: { name: '' },
    resolver: zodResolver(newFolderSchema),
  });

  const groups = useMemo(() => {
    const folders = data?.folders ?? [];
    const query = search.trim().toLowerCase();
    if (query)
      return [{ title: null, folders: folders.filter((f) => label(f).toLowerCase().includes(query)) }];
    const recent = folders.slice(0, CAPTURE.recentFolders);
    const rest = folders.slice(CAPTURE.recentFolders).sort((a, b) => label(a).localeCompare(label(b)));
    return [
      { title: CAPTURE_TEXTS.recentFolders, folders: recent },
      { title: CAPTURE_TEXTS.allFolders, folders: rest },
    ].filter((group) => group.folders.length > 0);
  }, [data, search]);

  const create = newFolder.handleSubmit(
    async ({ name }) => {
      try {
        const folder = await createFolder(name);
        onChange(folder.id);
        newFolder.reset();
        // a search typed before would hide the new folder, now the chosen one
        setSearch('');
      } catch (err) {
        toast.error(errorMessage(err));
      }
    },
    (invalid) => toast.error(invalid.name?.message ?? CAPTURE_TEXTS.newFolder),
  );

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{CAPTURE_TEXTS.folder}</legend>
      <SearchInput value={search} onValueChange={setSearch} placeholder={CAPTURE_TEXTS.folderSearch} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Spinner />
      ) : data.folders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CAPTURE_TEXTS.noFolders}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={CAPTURE_TEXTS.folder}
          className="grid max-h-64 gap-2 overflow-y-auto"
        >
          {groups.map((group) => (
            <div key={group.title ?? 'found'} className="grid gap-1">
              {group.title && <p className="text-xs text-muted-foreground uppercase">{group.title}</p>}
              {group.folders.map((folder) => (
                <button
                  key={folder.id}
                  type="button"
                  role="radio"
                  aria-checked={folder.id === value}
                  onClick={() => onChange(folder.id)}
                  className={cn(
                    'rounded-md border px-3 py-2 text-left text-sm hover:bg-muted',
                    folder.id === value && 'border-primary bg-primary/10',
                  )}
                >
                  {folder.path.length > 0 && (
                    <span className="text-muted-foreground">{folder.path.join(' / ')} / </span>
                  )}
                  {folder.name}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <Input
          aria-label={CAPTURE_TEXTS.newFolder}
          placeholder={CAPTURE_TEXTS.newFolder}
          {...newFolder.register('name')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void create();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void create()}
          disabled={newFolder.formState.isSubmitting}
        >
          <FolderPlus aria-hidden />
          {CAPTURE_TEXTS.createFolder}
        </Button>
      </div>
    </fieldset>
  );
}
