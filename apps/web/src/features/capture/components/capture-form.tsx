import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CAPTURE_TEXTS,
  captureItemSchema,
  ITEM,
  ITEM_TEXTS,
  LINK_IMPORT_TEXTS,
  PRICE_INPUT_TEXTS,
  type Category,
  type CategoryAttribute,
  type LinkPreview,
  type LinkPreviewRequest,
} from '@shortlist/contracts';
import { z } from 'zod';
import { AttributeValueInput } from '@/components/attribute-value-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { attributeRules } from '@/lib/attribute-rules';
import { useAuth } from '@/lib/auth/auth-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { priceTextSchema } from '@/lib/price-text';
import { useCaptureItem } from '../api/capture-item';
import { useCaptureCategories } from '../api/get-folder-categories';
import { useCaptureFolders } from '../api/get-capture-folders';
import { readLastCapture, rememberLastCapture } from '../lib/last-capture';
import { FolderPicker } from './folder-picker';

/** "Fill from link" as the route composes it in: reads the page on the server (Premium). */
export type ReadPage = (folderId: string, request: LinkPreviewRequest) => Promise<LinkPreview>;

/**
 * The Capture form's schema: the contract's capture fields, the price typed in dollars (blank: none), the
 * rating with 0 meaning "not chosen", a note only when its title or text is filled, and the chosen category's
 * attribute rules on its values (an untouched one takes the attribute's default).
 */
export function captureFormSchema(attributes: readonly CategoryAttribute[]) {
  const shape = captureItemSchema.shape;
  return z.object({
    folderId: shape.folderId,
    categoryId: shape.categoryId,
    sourceUrl: shape.sourceUrl,
    name: shape.name,
    description: shape.description,
    price: z
      .string()
      .trim()
      .transform((v) => v || null)
      .pipe(priceTextSchema.nullable()),
    rating: z
      .number()
      .transform((v): number | null | undefined => v || null)
      .pipe(shape.rating),
    note: z
      .object({ title: z.string(), content: z.string() })
      .transform((note): z.input<typeof shape.note> =>
        note.title.trim() || note.content.trim() ? note : null,
      )
      .pipe(shape.note),
    attributeValues: z
      .record(z.string(), z.string().optional())
      .transform((values): Record<string, string> | undefined =>
        Object.fromEntries(attributes.map((a) => [a.id, values[a.id] ?? a.defaultValue ?? ''])),
      )
      .pipe(attributeRules(attributes)),
  });
}
type FormIn = z.input<ReturnType<typeof captureFormSchema>>;
type FormOut = z.output<ReturnType<typeof captureFormSchema>>;

const EMPTY = {
  sourceUrl: '',
  name: '',
  description: '',
  price: '',
  rating: 0,
  note: { title: '', content: '' },
  attributeValues: {},
} satisfies Partial<FormIn>;

/** The fields a refused capture's messages may name, as the form calls them. */
const SERVER_FIELDS = ['folderId', 'categoryId', 'sourceUrl', 'name', 'description', 'rating'] as const;

/**
 * The Capture screen's form: the folder, the category, the link read like "Fill from link" with every
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
  const userId = useAuth().user?.id;
  const [last] = useState(() => readLastCapture(userId));
  // the resolver follows the chosen category's attributes, read when it runs
  const categoryListRef = useRef<Category[]>([]);
  const form = useForm<FormIn, unknown, FormOut>({
    defaultValues: { ...EMPTY, folderId: '', categoryId: '', sourceUrl: initialUrl, name: initialName },
    resolver: (values, context, options) => {
      const category = categoryListRef.current.find((c) => c.id === values.categoryId);
      return zodResolver(captureFormSchema(category?.attributes ?? []))(values, context, options);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const folderId = useWatch({ control: form.control, name: 'folderId' }) || null;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const url = useWatch({ control: form.control, name: 'sourceUrl' });
  const categories = useCaptureCategories(folderId);
  const [fill, setFill] = useState<LinkPreview | null>(null);
  const [reading, setReading] = useState<'idle' | 'reading' | 'done' | string>('idle');
  const [added, setAdded] = useState<{ folderId: string; itemId: string; folder: string } | null>(null);
  const autoRead = useRef(false);

  const categoryList = categories.data?.categories ?? [];
  const category = categoryList.find((c) => c.id === categoryId);

  // the folder last captured into while it is still offered, else the most recently used one: the shared page
  // is read at once, with no folder to choose first
  const folderChosen = useRef(false);
  useEffect(() => {
    const list = folders.data?.folders;
    if (folderChosen.current || !list) return;
    folderChosen.current = true;
    if (form.getValues('folderId')) return;
    const start = list.find((f) => f.id === last?.folderId) ?? list[0];
    if (start) form.setValue('folderId', start.id);
  }, [folders.data, form, last]);

  // the chosen category while the folder offers it, else the one last captured with, else the folder's first
  useEffect(() => {
    const list = categories.data?.categories;
    categoryListRef.current = list ?? [];
    if (list && !list.some((c) => c.id === form.getValues('categoryId')))
      form.setValue('categoryId', (list.find((c) => c.id === last?.categoryId) ?? list[0])?.id ?? '');
  }, [categories.data, form, last]);

  const read = async (target: string) => {
    if (!readPage || !folderId || !target) return;
    setReading('reading');
    try {
      const first = categoryList[0]?.id;
      const forCategory = form.getValues('categoryId') || first;
      const preview = await readPage(folderId, {
        url: target,
        ...(forCategory ? { categoryId: forCategory } : {}),
      });
      setFill(preview);
      form.setValue('sourceUrl', preview.url);
      if (preview.name) form.setValue('name', preview.name);
      if (preview.description) form.setValue('description', preview.description);
      if (preview.priceCents !== null) form.setValue('price', (preview.priceCents / 100).toFixed(2));
      for (const [id, value] of Object.entries(preview.attributeValues))
        form.setValue(`attributeValues.${id}`, value);
      setReading('done');
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fields.url ?? error.message) : errorMessage(error);
      setReading(`${reason} ${LINK_IMPORT_TEXTS.readFailed}`);
    }
  };

  // the shared link is read as soon as the starting folder's categories are known, as "Fill from link" would
  useEffect(() => {
    if (autoRead.current || !readPage || !folderId || !categories.data || !initialUrl) return;
    autoRead.current = true;
    void read(initialUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the folder's categories arrive
  }, [folderId, categories.data]);

  /** An empty form for the next capture, in the same folder and category. */
  const startAnother = (folder: string, categoryIdKept: string) => {
    form.reset({ ...EMPTY, folderId: folder, categoryId: categoryIdKept });
    setFill(null);
    setReading('idle');
    setAdded(null);
  };

  const submit = (another: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const item = await captureItem({
          folderId: values.folderId,
          categoryId: values.categoryId,
          sourceUrl: values.sourceUrl,
          name: values.name,
          description: values.description,
          priceCents: values.price,
          rating: values.rating,
          note: values.note,
          attributeValues: values.attributeValues,
          ...(fill ? { linkImport: { currency: fill.currency, imageUrl: fill.imageUrl } } : {}),
        });
        rememberLastCapture(userId, { folderId: values.folderId, categoryId: values.categoryId });
        const folder = folders.data?.folders.find((f) => f.id === values.folderId)?.name ?? '';
        toast.success(CAPTURE_TEXTS.added(folder));
        if (another) {
          startAnother(values.folderId, values.categoryId);
          form.setFocus('sourceUrl');
        } else {
          setAdded({ folderId: values.folderId, itemId: item.id, folder });
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          setServerFieldErrors(error, form.setError, [
            ...SERVER_FIELDS,
            ...(category?.attributes ?? []).map((a) => `attributeValues.${a.id}` as const),
          ]);
          // the API names the price in cents; the form holds it as typed
          if (error.fields.priceCents) form.setError('price', { message: error.fields.priceCents });
        }
        toast.error(errorMessage(error));
      }
    });

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
          <Button
            variant="outline"
            onClick={() => startAnother(added.folderId, form.getValues('categoryId'))}
          >
            {CAPTURE_TEXTS.captureAnother}
          </Button>
        </div>
      </div>
    );

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={CAPTURE_TEXTS.title}
      onSubmit={(event) => void submit(false)(event)}
    >
      <Controller
        control={form.control}
        name="folderId"
        render={({ field }) => <FolderPicker value={field.value || null} onChange={field.onChange} />}
      />
      {errors.folderId && (
        <p role="alert" className="text-sm text-destructive">
          {errors.folderId.message}
        </p>
      )}
      <FormField label={CAPTURE_TEXTS.link} required error={errors.sourceUrl?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder={ITEM_TEXTS.linkPlaceholder}
          {...form.register('sourceUrl')}
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
      {folderId && categories.data && categoryList.length === 0 ? (
        <div role="alert" className="grid gap-2 rounded-md border p-3 text-sm">
          <p className="font-medium">{ITEM_TEXTS.noCategoriesTitle}</p>
          <p className="text-muted-foreground">{ITEM_TEXTS.noCategoriesDescription}</p>
          <Button asChild size="sm" variant="outline" className="w-fit">
            <Link to={paths.categories}>{ITEM_TEXTS.createFirstCategory}</Link>
          </Button>
        </div>
      ) : folderId ? (
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <FormField label={CAPTURE_TEXTS.category} required error={errors.categoryId?.message}>
              <Select
                value={field.value}
                placeholder={ITEM_TEXTS.chooseCategory}
                options={categoryList.map((c) => ({ value: c.id, label: c.name }))}
                onValueChange={field.onChange}
              />
            </FormField>
          )}
        />
      ) : null}
      <FormField label={ITEM_TEXTS.name} required error={errors.name?.message}>
        <Input maxLength={ITEM.nameMax} {...form.register('name')} />
      </FormField>
      <FormField label={ITEM_TEXTS.description} error={errors.description?.message}>
        <Textarea maxLength={ITEM.descriptionMax} {...form.register('description')} />
      </FormField>
      <FormField label={ITEM_TEXTS.price} error={errors.price?.message}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={PRICE_INPUT_TEXTS.placeholder}
          {...form.register('price')}
        />
      </FormField>
      {category?.attributes.map((attribute) => (
        <Controller
          key={attribute.id}
          control={form.control}
          name={`attributeValues.${attribute.id}`}
          render={({ field }) => (
            <FormField
              label={attribute.name}
              required={attribute.isRequired}
              error={errors.attributeValues?.[attribute.id]?.message}
            >
              <AttributeValueInput
                attribute={attribute}
                name={field.name}
                value={field.value ?? attribute.defaultValue ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <FormField label={CAPTURE_TEXTS.rating} error={errors.rating?.message}>
            <StarRating value={field.value} onChange={field.onChange} label={CAPTURE_TEXTS.rating} />
          </FormField>
        )}
      />
      <FormField label={CAPTURE_TEXTS.noteTitle} error={errors.note?.title?.message}>
        <Input maxLength={ITEM.noteTitleMax} {...form.register('note.title')} />
      </FormField>
      <FormField label={CAPTURE_TEXTS.noteContent} error={errors.note?.content?.message}>
        <Textarea {...form.register('note.content')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {CAPTURE_TEXTS.add}
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => void submit(true)()}>
          {CAPTURE_TEXTS.addAnother}
        </Button>
      </div>
    </form>
  );
}
