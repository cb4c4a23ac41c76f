import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  attributeValueIssue,
  CAPTURE_TEXTS,
  captureItemSchema,
  ITEM,
  ITEM_TEXTS,
  LINK_IMPORT_TEXTS,
  ORGANISE_VALIDATION,
  PRICE_INPUT_TEXTS,
  priceDollarsSchema,
  type CategoryAttribute,
  type LinkPreview,
  type LinkPreviewRequest,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { isPriceText } from '@/lib/price-text';
import { useCaptureItem } from '../api/capture-item';
import { useCaptureCategories } from '../api/get-folder-categories';
import { useCaptureFolders } from '../api/get-capture-folders';
import { FolderPicker } from './folder-picker';

/** "Fill from link" as the route composes it in: reads the page on the server (Premium). */
export type ReadPage = (folderId: string, request: LinkPreviewRequest) => Promise<LinkPreview>;

type Errors = Record<string, string>;
const EMPTY = { name: '', description: '', price: '', rating: 0, noteTitle: '', noteContent: '' };

/**
 * The Capture screen's form (issue 16): the folder, the category, the link read like "Fill from link" with every
 * value editable, an optional price, rating and note; "Add", or "Add and capture another" which keeps the folder
 * and category and empties the rest.
 */
export function CaptureForm({
  initialUrl,
  initialName,
  readPage,
}: {
  initialUrl: string;
  initialName: string;
  /** Absent for a Basic user: the page is not read, every field is typed. */
  readPage?: ReadPage;
}) {
  const captureItem = useCaptureItem();
  const folders = useCaptureFolders();
  const [folderId, setFolderId] = useState<string | null>(null);
  const categories = useCaptureCategories(folderId);
  const [chosenCategoryId, setCategoryId] = useState('');
  const [url, setUrl] = useState(initialUrl);
  const [fields, setFields] = useState({ ...EMPTY, name: initialName });
  const [attributes, setAttributes] = useState<Record<string, string>>({});
  const [fill, setFill] = useState<LinkPreview | null>(null);
  const [reading, setReading] = useState<'idle' | 'reading' | 'done' | string>('idle');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ folderId: string; itemId: string; folder: string } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const autoRead = useRef(false);

  const categoryList = categories.data?.categories ?? [];
  // the chosen category while the folder offers it, else the folder's first
  const category = categoryList.find((c) => c.id === chosenCategoryId) ?? categoryList[0];
  const categoryId = category?.id ?? '';
  const valueOf = (attribute: CategoryAttribute) => attributes[attribute.id] ?? attribute.defaultValue ?? '';
  const set = (name: keyof typeof EMPTY) => (value: string | number) =>
    setFields((current) => ({ ...current, [name]: value }));

  const read = async (target: string) => {
    if (!readPage || !folderId || !target) return;
    setReading('reading');
    try {
      const preview = await readPage(folderId, { url: target, ...(categoryId ? { categoryId } : {}) });
      setFill(preview);
      setUrl(preview.url);
      setFields((current) => ({
        ...current,
        name: preview.name ?? current.name,
        description: preview.description ?? current.description,
        price: preview.priceCents !== null ? (preview.priceCents / 100).toFixed(2) : current.price,
      }));
      setAttributes((current) => ({ ...current, ...preview.attributeValues }));
      setReading('done');
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fields.url ?? error.message) : errorMessage(error);
      setReading(`${reason} ${LINK_IMPORT_TEXTS.readFailed}`);
    }
  };

  // the shared link is read once a folder (and so a category) is known, as "Fill from link" would
  useEffect(() => {
    if (autoRead.current || !readPage || !folderId || !categories.data || !initialUrl) return;
    autoRead.current = true;
    void read(initialUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the folder's categories arrive
  }, [folderId, categories.data]);

  const validate = () => {
    const found: Errors = {};
    let priceCents: number | null = null;
    if (fields.price.trim()) {
      const price = isPriceText(fields.price)
        ? priceDollarsSchema.safeParse(Number(fields.price))
        : { success: false as const, error: { issues: [{ message: PRICE_INPUT_TEXTS.notANumber }] } };
      if (price.success) priceCents = price.data;
      else found.priceCents = price.error.issues[0]?.message ?? ORGANISE_VALIDATION.priceRange;
    }
    for (const attribute of category?.attributes ?? []) {
      const issue = attributeValueIssue(attribute, valueOf(attribute));
      if (issue) found[`attributeValues.${attribute.id}`] = issue;
    }
    const input = {
      folderId: folderId ?? '',
      categoryId,
      sourceUrl: url,
      name: fields.name,
      description: fields.description,
      priceCents,
      rating: fields.rating === 0 ? null : fields.rating,
      note:
        fields.noteTitle.trim() || fields.noteContent.trim()
          ? { title: fields.noteTitle, content: fields.noteContent }
          : null,
      attributeValues: Object.fromEntries((category?.attributes ?? []).map((a) => [a.id, valueOf(a)])),
      ...(fill ? { linkImport: { currency: fill.currency, imageUrl: fill.imageUrl } } : {}),
    };
    const parsed = captureItemSchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key === 'note.title' ? 'noteTitle' : key === 'note.content' ? 'noteContent' : key] ??=
          issue.message;
      }
    setErrors(found);
    return Object.keys(found).length === 0 ? input : null;
  };

  const submit = async (another: boolean) => {
    const input = validate();
    if (!input) return;
    setBusy(true);
    try {
      const item = await captureItem(input);
      const folder = folders.data?.folders.find((f) => f.id === input.folderId)?.name ?? '';
      toast.success(CAPTURE_TEXTS.added(folder));
      if (another) {
        setUrl('');
        setFields(EMPTY);
        setAttributes({});
        setFill(null);
        setReading('idle');
        linkInput.current?.focus();
      } else {
        setAdded({ folderId: input.folderId, itemId: item.id, folder });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (added)
    return (
      <div role="status" className="grid gap-3">
        <p className="text-sm">{CAPTURE_TEXTS.added(added.folder)}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.item(added.folderId, added.itemId)}>{CAPTURE_TEXTS.openItem}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.folder(added.folderId)}>{CAPTURE_TEXTS.openFolder}</Link>
          </Button>
        </div>
      </div>
    );

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={CAPTURE_TEXTS.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <FolderPicker value={folderId} onChange={setFolderId} />
      {errors.folderId && (
        <p role="alert" className="text-sm text-destructive">
          {errors.folderId}
        </p>
      )}
      <FormField label={CAPTURE_TEXTS.link} required error={errors.sourceUrl}>
        <Input
          ref={linkInput}
          type="url"
          inputMode="url"
          placeholder={ITEM_TEXTS.linkPlaceholder}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      {readPage && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!folderId || !url || reading === 'reading'}
            onClick={() => void read(url)}
          >
            {CAPTURE_TEXTS.readPage}
          </Button>
          {reading === 'reading' ? (
            <span role="status" className="text-sm text-muted-foreground">
              {CAPTURE_TEXTS.reading}
            </span>
          ) : reading === 'done' ? (
            <span role="status" className="text-sm text-muted-foreground">
              {CAPTURE_TEXTS.readDone}
            </span>
          ) : reading !== 'idle' ? (
            <span role="alert" className="text-sm text-destructive">
              {reading}
            </span>
          ) : null}
        </div>
      )}
      {folderId && (
        <FormField label={CAPTURE_TEXTS.category} required error={errors.categoryId}>
          <Select
            value={categoryId}
            placeholder={ITEM_TEXTS.chooseCategory}
            options={categoryList.map((c) => ({ value: c.id, label: c.name }))}
            onValueChange={setCategoryId}
          />
        </FormField>
      )}
      <FormField label={ITEM_TEXTS.name} required error={errors.name}>
        <Input
          maxLength={ITEM.nameMax}
          value={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </FormField>
      <FormField label={ITEM_TEXTS.description} error={errors.description}>
        <Textarea
          maxLength={ITEM.descriptionMax}
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </FormField>
      <FormField label={ITEM_TEXTS.price} error={errors.priceCents}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={PRICE_INPUT_TEXTS.placeholder}
          value={fields.price}
          onChange={(event) => set('price')(event.target.value)}
        />
      </FormField>
      {category?.attributes.map((attribute) => (
        <FormField
          key={attribute.id}
          label={attribute.name}
          required={attribute.isRequired}
          error={errors[`attributeValues.${attribute.id}`]}
        >
          <Input
            inputMode={attribute.attributeType === 'number' ? 'decimal' : undefined}
            value={valueOf(attribute)}
            onChange={(event) =>
              setAttributes((current) => ({ ...current, [attribute.id]: event.target.value }))
            }
          />
        </FormField>
      ))}
      <FormField label={CAPTURE_TEXTS.rating} error={errors.rating}>
        <StarRating value={fields.rating} onChange={set('rating')} label={CAPTURE_TEXTS.rating} />
      </FormField>
      <FormField label={CAPTURE_TEXTS.noteTitle} error={errors.noteTitle}>
        <Input
          maxLength={ITEM.noteTitleMax}
          value={fields.noteTitle}
          onChange={(event) => set('noteTitle')(event.target.value)}
        />
      </FormField>
      <FormField label={CAPTURE_TEXTS.noteContent} error={errors.noteContent}>
        <Textarea value={fields.noteContent} onChange={(event) => set('noteContent')(event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {CAPTURE_TEXTS.add}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void submit(true)}>
          {CAPTURE_TEXTS.addAnother}
        </Button>
      </div>
    </form>
  );
}
