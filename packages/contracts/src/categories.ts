import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  guessPreference,
  PREFERENCES,
  type Preference,
  YES_NO_VALUES,
} from './attribute-values';
import { CATEGORY, ITEM } from './limits';
import { ATTRIBUTE_VALIDATION, ORGANISE_VALIDATION } from './messages/index';
import {
  idParamsSchema,
  plainString,
  idSchema,
  isoDate,
  optionalText,
  requiredText,
  stripScripts,
} from './common';

/** True when a string is a finite number ("12", "-3.5"); number attributes accept only these. */
export function isNumericValue(value: string): boolean {
  return value.trim() !== '' && Number.isFinite(Number(value));
}

/** What the value rule needs to know of an attribute. */
export interface AttributeValueRule {
  isRequired: boolean;
  attributeType: AttributeType;
  options: readonly string[];
}

/** True for the two values a yes/no attribute stores. */
export function isYesNoValue(value: string): boolean {
  return (YES_NO_VALUES as readonly string[]).includes(value);
}

/**
 * The rule of one attribute value (folders §5), for the server's checks and the Add Item form alike: a blank
 * value ('') only where the attribute is not required, a number where it is a number, `yes` or `no` where it
 * is yes/no, one of the options where it has options. Answers the message of the broken rule, or null.
 */
export function attributeValueIssue(attribute: AttributeValueRule, value: string): string | null {
  if (value === '') return attribute.isRequired ? ORGANISE_VALIDATION.attributeRequired : null;
  if (attribute.attributeType === 'number' && !isNumericValue(value))
    return ORGANISE_VALIDATION.attributeNumber;
  if (attribute.attributeType === 'yes_no') return isYesNoValue(value) ? null : ATTRIBUTE_VALIDATION.yesNo;
  if (attribute.options.length > 0 && !attribute.options.includes(value))
    return ORGANISE_VALIDATION.attributeOption;
  return null;
}

const attributeValueText = plainString()
  .transform(stripScripts)
  .pipe(z.string().max(ITEM.attributeValueMax, ORGANISE_VALIDATION.attributeValueTooLong));

/**
 * One attribute row of the category dialog. Rows whose name is blank are dropped by the category schema.
 * `id` names an existing attribute to keep on update (its item values survive); rows without one are new.
 * `unit` belongs to numbers and is dropped for other types; `preference`, when not sent, is guessed from the
 * name (`guessPreference`), and a text attribute has none. A yes/no attribute has no options; an options
 * attribute has at least CATEGORY.optionsMin, ordered best first.
 */
export const categoryAttributeInputSchema = z
  .object({
    id: idSchema.optional(),
    name: plainString()
      .default('')
      .transform(stripScripts)
      .pipe(z.string().max(CATEGORY.attributeNameMax, ORGANISE_VALIDATION.attributeNameTooLong)),
    /** Position in the category; defaults to the row's position in the list. */
    displayOrder: z.number().int().min(0).optional(),
    isRequired: z.boolean().default(false),
    attributeType: z.enum(ATTRIBUTE_TYPES).default('text'),
    defaultValue: optionalText(ITEM.attributeValueMax, ORGANISE_VALIDATION.attributeValueTooLong),
    /** Allowed values (a select in the item form); blank entries and duplicates are dropped. */
    options: z
      .array(attributeValueText)
      .max(CATEGORY.optionsPerAttributeMax, ORGANISE_VALIDATION.optionsTooMany)
      .default([])
      .transform((options) => [...new Set(options.filter((o) => o !== ''))]),
    unit: optionalText(CATEGORY.unitMax, ATTRIBUTE_VALIDATION.unitTooLong),
    preference: z.enum(PREFERENCES).optional(),
  })
  .superRefine((row, ctx) => {
    if (row.name === '') return;
    if (
      row.attributeType === 'text' &&
      row.options.length === 0 &&
      row.preference !== undefined &&
      row.preference !== 'none'
    )
      ctx.addIssue({ code: 'custom', path: ['preference'], message: ATTRIBUTE_VALIDATION.preferenceText });
    if (row.attributeType === 'options' && row.options.length < CATEGORY.optionsMin)
      ctx.addIssue({ code: 'custom', path: ['options'], message: ATTRIBUTE_VALIDATION.optionsTooFew });
    if (row.attributeType === 'yes_no') {
      if (row.defaultValue !== null && !isYesNoValue(row.defaultValue))
        ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: ATTRIBUTE_VALIDATION.yesNo });
      return;
    }
    if (row.attributeType === 'number') {
      row.options.forEach((option, i) => {
        if (!isNumericValue(option))
          ctx.addIssue({
            code: 'custom',
            path: ['options', i],
            message: ORGANISE_VALIDATION.attributeNumber,
          });
      });
      if (row.defaultValue !== null && !isNumericValue(row.defaultValue))
        ctx.addIssue({
          code: 'custom',
          path: ['defaultValue'],
          message: ORGANISE_VALIDATION.attributeNumber,
        });
    }
    if (row.defaultValue !== null && row.options.length > 0 && !row.options.includes(row.defaultValue))
      ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: ORGANISE_VALIDATION.attributeOption });
  })
  .transform((row) => {
    // a text attribute with a list of options is an options attribute (its list, best first)
    const attributeType: AttributeType =
      row.attributeType === 'text' && row.options.length > 0 ? 'options' : row.attributeType;
    const preference: Preference =
      attributeType === 'text' ? 'none' : (row.preference ?? guessPreference(row.name, attributeType));
    return {
      ...row,
      attributeType,
      options: attributeType === 'yes_no' ? [] : row.options,
      unit: attributeType === 'number' ? row.unit : null,
      preference,
    };
  });
export type CategoryAttributeInput = z.input<typeof categoryAttributeInputSchema>;

/** Create and edit category (folders §5): CATEGORY's lengths, at least one non-blank attribute. */
export const categoryInputSchema = z.object({
  name: requiredText(
    CATEGORY.nameMax,
    ORGANISE_VALIDATION.categoryNameRequired,
    ORGANISE_VALIDATION.categoryNameTooLong,
  ),
  description: requiredText(
    CATEGORY.descriptionMax,
    ORGANISE_VALIDATION.categoryDescriptionRequired,
    ORGANISE_VALIDATION.categoryDescriptionTooLong,
  ),
  attributes: z
    .array(categoryAttributeInputSchema, { error: ORGANISE_VALIDATION.attributeNameRequired })
    .max(CATEGORY.attributesMax, ORGANISE_VALIDATION.attributesTooMany)
    .transform((rows) => rows.filter((row) => row.name !== ''))
    .refine((rows) => rows.length > 0, ORGANISE_VALIDATION.attributeNameRequired),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryAttributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  displayOrder: z.number().int(),
  isRequired: z.boolean(),
  attributeType: z.enum(ATTRIBUTE_TYPES),
  defaultValue: z.string().nullable(),
  /** Options: ordered best first. */
  options: z.array(z.string()),
  /** Numbers only ("m2", "km"); null otherwise or when not given. */
  unit: z.string().nullable(),
  preference: z.enum(PREFERENCES),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

/** A category as the categories page and the Add Item dialog show it. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  creatorId: idSchema,
  creatorNickname: z.string().nullable(),
  /** The viewer created it: edit and delete buttons. */
  isOwned: z.boolean(),
  /**
   * Owned: other people see it through a shared folder ("Shared category"). Not owned: always true
   * ("Shared with you").
   */
  isShared: z.boolean(),
  /** "Used in N items". */
  usageCount: z.number().int(),
  /** Ordered by displayOrder. */
  attributes: z.array(categoryAttributeSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const categoryDeletedSchema = z.object({ deletedItemCount: z.number().int() });

export const categoriesEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/categories',
    summary:
      'My categories plus those available through folders shared with me, with attributes and usage counts, newest first',
    tag: 'categories',
    auth: true,
    response: categoryListSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/categories',
    summary: 'Create a category with its attributes (Basic plan: one category, else 403 PREMIUM_REQUIRED)',
    tag: 'categories',
    auth: true,
    status: 201,
    body: categoryInputSchema,
    response: categorySchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/api/categories/:id',
    summary:
      'Replace a category and its attribute set (owner only); attributes sent with their id are kept with their item values',
    tag: 'categories',
    auth: true,
    params: idParamsSchema,
    body: categoryInputSchema,
    response: categorySchema,
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category and all its items (owner only)',
    tag: 'categories',
    auth: true,
    params: idParamsSchema,
    response: categoryDeletedSchema,
  }),
  availableForFolder: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/categories',
    summary:
      "Categories an item in this folder may use: the viewer's own plus those of the folder's owner and collaborators",
    tag: 'categories',
    auth: true,
    params: idParamsSchema,
    response: categoryListSchema,
  }),
};
