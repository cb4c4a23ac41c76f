import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  isHttpUrl,
  ITEM,
  ITEM_TEXTS,
  itemCreateSchema,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  ratingSchema,
  TOAST_TITLES,
  type Category,
  type CategoryAttribute,
  mainFieldSource,
  type FieldSource,
  type LinkPreview,
  LINK_IMPORT_TEXTS,
  PRICE_INPUT_TEXTS,
  TEMPLATE_TEXTS,
  amountText,
  currencyCodeSchema,
  MONEY,
  MONEY_TEXTS,
} from '@shortlist/contracts';
import { z } from 'zod';
import { AttributeValueInput } from '@/components/attribute-value-input';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PrivateItemSwitch } from '@/components/private-item-switch';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { attributeRules } from '@/lib/attribute-rules';
import { priceTextSchema } from '@/lib/price-text';
import { useCreateItem } from '../api/create-item';
import { useFolderCategories } from '../api/get-folder-categories';
import { StarRating } from '@/components/ui/star-rating';

/** What the "Fill from link" control (composed in by the route) gets from the form. */
export interface LinkFillSlot {
  folderId: string;
  categoryId: string | undefined;
  onFilled(preview: LinkPreview): void;
  image: { url: string; source: FieldSource | undefined } | null;
  onImageRemoved(): void;
}

/**
 * The hint under a field the page filled, while it still holds the filled value, when its source is not the
 * reading's main one (Fill from link says that once).
 */
function filledHint(
  fill: LinkPreview | null | undefined,
  source: FieldSource | undefined,
  filled: string | null | undefined,
  current: string | undefined,
): string | undefined {
  if (!source || filled == null || filled === '' || filled !== current) return undefined;
  if (fill && source === mainFieldSource(fill.sources)) return undefined;
  return LINK_IMPORT_TEXTS.sources[source];
}

/**
 * The Add New Item form's schema: the contract's item fields, the price typed in dollars (to cents), the rating
 * with 0 meaning "not chosen", and the chosen category's attribute rules.
 */
export function itemFormSchema(attributes: CategoryAttribute[]) {
  return z.object({
    name: itemCreateSchema.shape.name,
    description: itemCreateSchema.shape.description,
    sourceUrl: itemCreateSchema.shape.sourceUrl,
    price: z.string().trim().min(1, ORGANISE_VALIDATION.priceRequired).pipe(priceTextSchema),
    rating: z
      .number()
      .refine((v) => v !== 0, ORGANISE_VALIDATION.ratingRequired)
      .pipe(ratingSchema),
    categoryId: z
      .string()
      .min(1, ORGANISE_VALIDATION.categoryRequired)
      .pipe(itemCreateSchema.shape.categoryId),
    attributeValues: attributeRules(attributes),
    isPrivate: itemCreateSchema.shape.isPrivate,
    currency: currencyCodeSchema,
  });
}
type FormIn = z.input<ReturnType<typeof itemFormSchema>>;
type FormOut = z.output<ReturnType<typeof itemFormSchema>>;

const EMPTY: FormIn = {
  name: '',
  description: '',
  sourceUrl: '',
  price: '',
  rating: 0,
  categoryId: '',
  attributeValues: {},
  isPrivate: false,
  currency: MONEY.fallbackCurrency,
};

/** Add New Item, or "No Categories Available" when the folder offers no category. */
export function AddItemDialog({
  open,
  onOpenChange,
  folderId,
  currency,
  linkFill,
  noCategory,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  folderId: string;
  /** The folder's currency: the price's until another is chosen or read from a link. */
  currency?: string;
  /** Renders "Fill from link" at the top of the form (Premium; the route composes it in). */
  linkFill?: (slot: LinkFillSlot) => ReactNode;
  /** Beside "Create my first category" when the folder offers none: the templates (the route composes them in). */
  noCategory?: ReactNode;
}) {
  const navigate = useNavigate();
  const { data, error } = useFolderCategories(folderId, open);

  if (data && data.categories.length === 0) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title={ITEM_TEXTS.noCategoriesTitle} description={ITEM_TEXTS.noCategoriesDescription}>
          {noCategory && (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{TEMPLATE_TEXTS.whyCategory}</p>
              <p className="text-sm font-medium">{TEMPLATE_TEXTS.orTemplate}</p>
              {noCategory}
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {ITEM_TEXTS.close}
            </Button>
            <Button onClick={() => navigate(paths.categories)}>{ITEM_TEXTS.createFirstCategory}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={ITEM_TEXTS.addDialogTitle}
        description={ITEM_TEXTS.addDialogDescription}
        className="max-w-2xl"
      >
        {data ? (
          <AddItemForm
            folderId={folderId}
            currency={currency ?? MONEY.fallbackCurrency}
            categories={data.categories}
            onDone={() => onOpenChange(false)}
            linkFill={linkFill}
          />
        ) : error ? (
          <p className="text-sm text-destructive">{errorMessage(error)}</p>
        ) : (
          <Spinner />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddItemForm({
  folderId,
  currency,
  categories,
  onDone,
  linkFill,
}: {
  folderId: string;
  currency: string;
  categories: Category[];
  onDone(): void;
  linkFill?: (slot: LinkFillSlot) => ReactNode;
}) {
  const createItem = useCreateItem();
  // the schema follows the chosen category, so the resolver is rebuilt when it changes
  const form = useForm<FormIn, unknown, FormOut>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY, currency },
    resolver: (values, context, options) => {
      const category = categories.find((c) => c.id === values.categoryId);
      return zodResolver(itemFormSchema(category?.attributes ?? []))(values, context, options);
    },
  });
  const { errors, isValid, isSubmitting, dirtyFields, isSubmitted } = form.formState;
  // Name has the focus when the dialog opens: leaving it untouched for the category is no reason for "required"
  const nameError = dirtyFields.name || isSubmitted ? errors.name?.message : undefined;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const category = useMemo(() => categories.find((c) => c.id === categoryId), [categories, categoryId]);
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  // "Fill from link": what the page gave, to mark filled fields and send the currency and image
  const [fill, setFill] = useState<LinkPreview | null>(null);
  const price = useWatch({ control: form.control, name: 'price' });
  const priceCurrency = useWatch({ control: form.control, name: 'currency' });
  const attributeValues = useWatch({ control: form.control, name: 'attributeValues' });
  const fillPrice = fill?.priceCents != null ? amountText(fill.priceCents) : null;
  const applyPreview = (preview: LinkPreview) => {
    setFill(preview);
    const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
    if (preview.name) form.setValue('name', preview.name, set);
    if (preview.description) form.setValue('description', preview.description, set);
    form.setValue('sourceUrl', preview.url, set);
    if (preview.priceCents !== null) form.setValue('price', amountText(preview.priceCents), set);
    // the page's currency, so a euro rent is not taken for dollars
    if (preview.priceCents !== null && preview.currency) form.setValue('currency', preview.currency, set);
    for (const [id, value] of Object.entries(preview.attributeValues))
      form.setValue(`attributeValues.${id}`, value, set);
  };

  const onValid = async (values: FormOut) => {
    try {
      await createItem(folderId, {
        name: values.name,
        description: values.description,
        sourceUrl: values.sourceUrl,
        priceCents: values.price,
        currency: values.currency,
        rating: values.rating,
        categoryId: values.categoryId,
        attributeValues: values.attributeValues,
        isPrivate: values.isPrivate,
        ...(fill ? { linkImport: { currency: fill.currency, imageUrl: fill.imageUrl } } : {}),
      });
      toast.success(ORGANISE_SUCCESS.itemCreated);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, message] of Object.entries(error.fields)) {
          const target = field === 'priceCents' ? 'price' : field;
          form.setError(target as keyof FormIn, { message });
        }
        toast.error(ORGANISE_VALIDATION.itemValidation, TOAST_TITLES.validationError);
      } else {
        toast.error(errorMessage(error));
      }
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    if (invalid.sourceUrl) toast.error(ORGANISE_VALIDATION.invalidUrl, TOAST_TITLES.invalidUrl);
    else toast.error(ORGANISE_VALIDATION.itemValidation, TOAST_TITLES.validationError);
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {linkFill?.({
        folderId,
        categoryId: category?.id,
        onFilled: applyPreview,
        image: fill?.imageUrl ? { url: fill.imageUrl, source: fill.sources.imageUrl } : null,
        onImageRemoved: () => setFill(fill && { ...fill, imageUrl: null }),
      })}
      <FormField
        label={ITEM_TEXTS.name}
        required
        error={nameError}
        hint={filledHint(fill, fill?.sources.name, fill?.name, name)}
        counter={{ value: name.length, max: ITEM.nameMax }}
      >
        <Input
          autoFocus
          maxLength={ITEM.nameMax}
          placeholder={ITEM_TEXTS.namePlaceholder}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={ITEM_TEXTS.description}
        error={errors.description?.message}
        hint={filledHint(fill, fill?.sources.description, fill?.description, description)}
        counter={{ value: description.length, max: ITEM.descriptionMax }}
      >
        <Textarea maxLength={ITEM.descriptionMax} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={ITEM_TEXTS.link} error={errors.sourceUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder={ITEM_TEXTS.linkPlaceholder}
            {...form.register('sourceUrl', {
              onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                const value = event.target.value.trim();
                if (value && !isHttpUrl(value))
                  toast.error(ORGANISE_VALIDATION.invalidUrl, TOAST_TITLES.invalidUrl);
              },
            })}
          />
        </FormField>
        <div className="flex items-start gap-2">
          <FormField
            className="flex-1"
            label={ITEM_TEXTS.price}
            required
            error={errors.price?.message}
            hint={filledHint(fill, fill?.sources.priceCents, fillPrice, price)}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={PRICE_INPUT_TEXTS.placeholder}
              {...form.register('price')}
            />
          </FormField>
          <FormField
            className="w-28"
            label={MONEY_TEXTS.currency}
            error={errors.currency?.message}
            hint={filledHint(fill, fill?.sources.currency, fill?.currency, priceCurrency)}
          >
            <CurrencySelect
              value={priceCurrency}
              onValueChange={(code) =>
                form.setValue('currency', code, { shouldDirty: true, shouldValidate: true })
              }
            />
          </FormField>
        </div>
      </div>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <FormField label={ITEM_TEXTS.yourRating} required error={errors.rating?.message}>
            <StarRating
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <FormField label={ITEM_TEXTS.category} required error={errors.categoryId?.message}>
            <Select
              value={field.value}
              placeholder={ITEM_TEXTS.chooseCategory}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              onValueChange={(value) => {
                field.onChange(value);
                const chosen = categories.find((c) => c.id === value);
                form.setValue(
                  'attributeValues',
                  Object.fromEntries((chosen?.attributes ?? []).map((a) => [a.id, a.defaultValue ?? ''])),
                  // the new attributes are untouched: no "required" under them before the user gets there
                  { shouldValidate: form.formState.isSubmitted },
                );
              }}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="isPrivate"
        render={({ field }) => (
          <PrivateItemSwitch checked={field.value ?? false} onCheckedChange={field.onChange} />
        )}
      />
      {category && category.attributes.length > 0 && (
        <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{ITEM_TEXTS.attributes}</legend>
          {category.attributes.map((attribute) => (
            <AttributeInput
              key={attribute.id}
              attribute={attribute}
              control={form.control}
              error={errors.attributeValues?.[attribute.id]?.message}
              hint={filledHint(
                fill,
                fill?.sources.attributeValues[attribute.id],
                fill?.attributeValues[attribute.id],
                attributeValues?.[attribute.id],
              )}
            />
          ))}
        </fieldset>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {ITEM_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {isSubmitting ? ITEM_TEXTS.adding : ITEM_TEXTS.addItem}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** One attribute of the chosen category with its typed control (toggle, select, number with unit, text). */
function AttributeInput({
  attribute,
  control,
  error,
  hint,
}: {
  attribute: CategoryAttribute;
  control: ReturnType<typeof useForm<FormIn, unknown, FormOut>>['control'];
  error: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={`attributeValues.${attribute.id}`}
      render={({ field }) => (
        <FormField label={attribute.name} required={attribute.isRequired} error={error} hint={hint}>
          <AttributeValueInput
            attribute={attribute}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
