import { Controller, type Control, type FieldErrors, useWatch } from 'react-hook-form';
import {
  ATTRIBUTE_TEXTS,
  type AttributeType,
  CATEGORY,
  CATEGORY_TEXTS,
  type categoryInputSchema,
  guessPreference,
  type Preference,
  preferencesOf,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { AttributeValueInput } from '@/components/attribute-value-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { OptionsInput } from './options-input';

type FormIn = z.input<typeof categoryInputSchema>;
type RowErrors = NonNullable<FieldErrors<FormIn>['attributes']>[number];

/** How each type names its preferences: a number is higher or lower, yes/no prefers one answer, options an end of the list. */
const PREFERENCE_LABELS: Record<Exclude<AttributeType, 'text'>, Record<Preference, string>> = {
  number: {
    higher: ATTRIBUTE_TEXTS.preferenceHigher,
    lower: ATTRIBUTE_TEXTS.preferenceLower,
    none: ATTRIBUTE_TEXTS.preferenceNone,
  },
  yes_no: {
    higher: ATTRIBUTE_TEXTS.yesIsBetter,
    lower: ATTRIBUTE_TEXTS.noIsBetter,
    none: ATTRIBUTE_TEXTS.preferenceNone,
  },
  options: {
    higher: ATTRIBUTE_TEXTS.optionsBestFirst,
    lower: ATTRIBUTE_TEXTS.optionsBestLast,
    none: ATTRIBUTE_TEXTS.preferenceNone,
  },
};

function firstMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((e) => e?.message)?.message;
  return (error as { message?: string }).message;
}

/**
 * The second line of an attribute row, by type: a number's unit and which is better, yes/no's preferred
 * answer, the options (ordered best first) and their preference, and the default value entered with the
 * typed control. A preference not chosen yet shows the guess from the name (`guessPreference`), which the
 * API applies too if the row is sent without one.
 */
export function AttributeRowDetails({
  control,
  index,
  errors,
}: {
  control: Control<FormIn>;
  index: number;
  errors: RowErrors | undefined;
}) {
  const row = useWatch({ control, name: `attributes.${index}` });
  const type: AttributeType = row?.attributeType ?? 'text';
  const name = row?.name ?? '';
  const options = row?.options ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {type === 'number' && (
        <Controller
          control={control}
          name={`attributes.${index}.unit`}
          render={({ field }) => (
            <FormField label={ATTRIBUTE_TEXTS.unit} error={errors?.unit?.message}>
              <Input
                maxLength={CATEGORY.unitMax}
                placeholder={ATTRIBUTE_TEXTS.unitPlaceholder}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      )}
      {type === 'options' && (
        <Controller
          control={control}
          name={`attributes.${index}.options`}
          render={({ field }) => (
            <FormField
              label={CATEGORY_TEXTS.options}
              hint={ATTRIBUTE_TEXTS.optionsOrderHint}
              error={firstMessage(errors?.options)}
              className="sm:col-span-2"
            >
              <OptionsInput orderable value={field.value ?? []} onChange={field.onChange} />
            </FormField>
          )}
        />
      )}
      {type !== 'text' && (
        <Controller
          control={control}
          name={`attributes.${index}.preference`}
          render={({ field }) => {
            const guessed = field.value === undefined;
            const value = field.value ?? guessPreference(name, type);
            return (
              <FormField
                label={ATTRIBUTE_TEXTS.preference}
                error={errors?.preference?.message}
                {...(guessed && name.trim() !== ''
                  ? { hint: ATTRIBUTE_TEXTS.guessedFromName(name.trim()) }
                  : {})}
              >
                <Select
                  value={value}
                  onValueChange={(next) => field.onChange(next as Preference)}
                  options={preferencesOf(type).map((p) => ({ value: p, label: PREFERENCE_LABELS[type][p] }))}
                />
              </FormField>
            );
          }}
        />
      )}
      <Controller
        control={control}
        name={`attributes.${index}.defaultValue`}
        render={({ field }) => (
          <FormField label={CATEGORY_TEXTS.defaultValue} error={errors?.defaultValue?.message}>
            <AttributeValueInput
              attribute={{ attributeType: type, options, unit: row?.unit ?? null, isRequired: false }}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
    </div>
  );
}
