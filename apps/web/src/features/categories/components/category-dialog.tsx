import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  ATTRIBUTE_TEXTS,
  ATTRIBUTE_TYPES,
  CATEGORY,
  CATEGORY_TEXTS,
  categoryInputSchema,
  MONEY_TEXTS,
  namesAPrice,
  ORGANISE_SUCCESS,
  type Category,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { AttributeRowDetails } from './attribute-row-details';

type FormIn = z.input<typeof categoryInputSchema>;
type FormOut = z.output<typeof categoryInputSchema>;
type Row = NonNullable<FormIn['attributes']>[number];

const blankRow = (): Row => ({
  name: '',
  attributeType: 'text',
  isRequired: false,
  defaultValue: '',
  options: [],
});

const TYPE_LABELS = {
  text: CATEGORY_TEXTS.typeText,
  number: CATEGORY_TEXTS.typeNumber,
  yes_no: ATTRIBUTE_TEXTS.typeYesNo,
  options: ATTRIBUTE_TEXTS.typeOptions,
} as const;

function toFormValues(category: Category | null): FormIn {
  if (!category) return { name: '', description: '', attributes: [blankRow()] };
  return {
    name: category.name,
    description: category.description,
    attributes:
      category.attributes.length > 0
        ? category.attributes.map((a) => ({
            id: a.id,
            name: a.name,
            attributeType: a.attributeType,
            isRequired: a.isRequired,
            defaultValue: a.defaultValue ?? '',
            options: a.options,
            unit: a.unit,
            preference: a.preference,
          }))
        : [blankRow()],
  };
}

/**
 * Create New Category / Edit Category: name CATEGORY.nameMax, description CATEGORY.descriptionMax, attribute rows
 * (name, type, required; then by type the unit, options best first, which value is better, the default).
 * Blank rows are dropped; at least one named attribute is needed; the last row cannot be removed.
 */
export function CategoryDialog({
  open,
  onOpenChange,
  category,
  onPremiumRequired,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null: create. */
  category: Category | null;
  /** The server refused a Basic user's extra category. */
  onPremiumRequired(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={category ? CATEGORY_TEXTS.editDialogTitle : CATEGORY_TEXTS.createDialogTitle}
        description={CATEGORY_TEXTS.dialogDescription}
        className="max-w-2xl"
      >
        <CategoryForm
          category={category}
          onDone={() => onOpenChange(false)}
          onPremiumRequired={() => {
            onOpenChange(false);
            onPremiumRequired();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  onDone,
  onPremiumRequired,
}: {
  category: Category | null;
  onDone(): void;
  onPremiumRequired(): void;
}) {
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: toFormValues(category),
  });
  const rows = useFieldArray({ control: form.control, name: 'attributes', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const attributeRows = useWatch({ control: form.control, name: 'attributes' });
  const attributesError = errors.attributes?.root?.message ?? errors.attributes?.message;

  const onValid = async (values: FormOut) => {
    try {
      if (category) {
        await updateCategory(category.id, values);
        toast.success(ORGANISE_SUCCESS.categoryUpdated);
      } else {
        await createCategory(values);
        toast.success(ORGANISE_SUCCESS.categoryCreated);
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PREMIUM_REQUIRED') {
        onPremiumRequired();
        return;
      }
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      if (fields.length > 0) {
        for (const [field, message] of fields) form.setError(field as 'name', { message });
      } else {
        toast.error(errorMessage(error));
      }
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid)}>
      <FormField
        label={CATEGORY_TEXTS.name}
        required
        error={errors.name?.message}
        counter={{ value: name.length, max: CATEGORY.nameMax }}
      >
        <Input
          autoFocus
          maxLength={CATEGORY.nameMax}
          placeholder={CATEGORY_TEXTS.namePlaceholder}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={CATEGORY_TEXTS.description}
        required
        error={errors.description?.message}
        counter={{ value: description.length, max: CATEGORY.descriptionMax }}
      >
        <Textarea
          maxLength={CATEGORY.descriptionMax}
          placeholder={CATEGORY_TEXTS.descriptionPlaceholder}
          {...form.register('description')}
        />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          {CATEGORY_TEXTS.attributes}
          <span className="text-destructive" aria-hidden>
            {' '}
            *
          </span>
        </legend>
        {rows.fields.map((row, index) => {
          const rowErrors = errors.attributes?.[index];
          return (
            <div key={row.key} className="grid gap-3 rounded-md border p-3" data-testid="attribute-row">
              <div className="grid gap-3 sm:grid-cols-[1fr_8rem_auto_auto] sm:items-end">
                <FormField
                  label={CATEGORY_TEXTS.attributeName}
                  error={rowErrors?.name?.message}
                  // the item's own price already has an amount and a currency: no second price to keep in step
                  hint={
                    namesAPrice(attributeRows?.[index]?.name ?? '')
                      ? MONEY_TEXTS.categoryPriceHint
                      : undefined
                  }
                >
                  <Input
                    maxLength={CATEGORY.attributeNameMax}
                    placeholder={CATEGORY_TEXTS.attributeNamePlaceholder}
                    {...form.register(`attributes.${index}.name`)}
                  />
                </FormField>
                <Controller
                  control={form.control}
                  name={`attributes.${index}.attributeType`}
                  render={({ field }) => (
                    <FormField label={CATEGORY_TEXTS.attributeType}>
                      <Select
                        value={field.value ?? 'text'}
                        onValueChange={(type) => {
                          field.onChange(type);
                          // a new type starts from its own guess, and a default of the old type would not fit
                          form.setValue(`attributes.${index}.preference`, undefined);
                          form.setValue(`attributes.${index}.defaultValue`, '');
                        }}
                        options={ATTRIBUTE_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
                      />
                    </FormField>
                  )}
                />
                <div className="flex items-center justify-between gap-2 sm:contents">
                  <Controller
                    control={form.control}
                    name={`attributes.${index}.isRequired`}
                    render={({ field }) => (
                      <label className="flex h-9 items-center gap-2 text-sm">
                        <Checkbox
                          checked={field.value ?? false}
                          onCheckedChange={(value) => field.onChange(value === true)}
                        />
                        {CATEGORY_TEXTS.required}
                      </label>
                    )}
                  />
                  {rows.fields.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-muted-foreground hover:text-destructive"
                      onClick={() => rows.remove(index)}
                      aria-label={CATEGORY_TEXTS.removeAttribute(index + 1)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : (
                    <span className="hidden w-9 sm:block" aria-hidden />
                  )}
                </div>
              </div>
              <AttributeRowDetails control={form.control} index={index} errors={rowErrors} />
            </div>
          );
        })}
        {attributesError && (
          <p role="alert" className="text-sm text-destructive">
            {attributesError}
          </p>
        )}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => rows.append(blankRow())}
            disabled={rows.fields.length >= CATEGORY.attributesMax}
          >
            <Plus aria-hidden />
            {CATEGORY_TEXTS.addAttribute}
          </Button>
        </div>
      </fieldset>

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {CATEGORY_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? CATEGORY_TEXTS.saving
            : category
              ? CATEGORY_TEXTS.editSubmit
              : CATEGORY_TEXTS.createSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
