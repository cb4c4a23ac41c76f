import { z } from 'zod';
import type { CategoryInput } from './categories';
import { idParamsSchema, idSchema } from './common';
import { defineEndpoint } from './endpoint';
import { currencyCodeSchema } from './money';
import { TEMPLATE_ERRORS } from './messages/templates';

/**
 * The folder templates an empty My Folders offers, defined once: each is a category (attributes with their
 * types, units and preferences) and the folder made for it. The category goes through the category dialog's
 * own schema, so a template can hold nothing a person could not type.
 */
export interface FolderTemplate {
  id: string;
  /** The template's name on its button. */
  name: string;
  /** A line under the name: what it compares. */
  summary: string;
  folderName: string;
  category: CategoryInput;
}

export const FOLDER_TEMPLATES = [
  {
    id: 'home',
    name: 'Home to rent or buy',
    summary: 'Area, rooms, balcony, commute and condition',
    folderName: 'Home search',
    category: {
      name: 'Homes',
      description: 'Flats and houses to rent or buy',
      attributes: [
        { name: 'Area', attributeType: 'number', unit: 'm2', preference: 'higher', isRequired: true },
        { name: 'Rooms', attributeType: 'number', preference: 'higher' },
        { name: 'Balcony', attributeType: 'yes_no', preference: 'higher' },
        { name: 'Commute', attributeType: 'number', unit: 'min', preference: 'lower' },
        {
          name: 'Condition',
          attributeType: 'options',
          options: ['New', 'Good', 'Needs work'],
          preference: 'higher',
        },
        { name: 'District', attributeType: 'text', preference: 'none' },
      ],
    },
  },
  {
    id: 'device',
    name: 'Laptop or phone',
    summary: 'Storage, memory, battery, weight and condition',
    folderName: 'New device',
    category: {
      name: 'Devices',
      description: 'Laptops, phones and tablets',
      attributes: [
        { name: 'Storage', attributeType: 'number', unit: 'GB', preference: 'higher' },
        { name: 'Memory', attributeType: 'number', unit: 'GB', preference: 'higher' },
        { name: 'Battery life', attributeType: 'number', unit: 'h', preference: 'higher' },
        { name: 'Weight', attributeType: 'number', unit: 'g', preference: 'lower' },
        { name: 'Screen', attributeType: 'number', unit: 'in', preference: 'none' },
        {
          name: 'Condition',
          attributeType: 'options',
          options: ['New', 'Refurbished', 'Used'],
          preference: 'higher',
        },
      ],
    },
  },
  {
    id: 'trip',
    name: 'Trip or hotel',
    summary: 'Guest rating, distance, breakfast and cancellation',
    folderName: 'Next trip',
    category: {
      name: 'Stays',
      description: 'Hotels, flats and trips',
      attributes: [
        { name: 'Guest rating', attributeType: 'number', unit: '/10', preference: 'higher' },
        { name: 'Distance to centre', attributeType: 'number', unit: 'km', preference: 'lower' },
        { name: 'Breakfast included', attributeType: 'yes_no', preference: 'higher' },
        { name: 'Free cancellation', attributeType: 'yes_no', preference: 'higher' },
        { name: 'Travel time', attributeType: 'number', unit: 'h', preference: 'lower' },
      ],
    },
  },
  {
    id: 'car',
    name: 'Car',
    summary: 'Year, mileage, consumption, fuel and gearbox',
    folderName: 'Car search',
    category: {
      name: 'Cars',
      description: 'Cars to buy or lease',
      attributes: [
        { name: 'Year', attributeType: 'number', preference: 'higher' },
        { name: 'Mileage', attributeType: 'number', unit: 'km', preference: 'lower' },
        { name: 'Consumption', attributeType: 'number', unit: 'l/100 km', preference: 'lower' },
        {
          name: 'Fuel',
          attributeType: 'options',
          options: ['Electric', 'Hybrid', 'Petrol', 'Diesel'],
          preference: 'none',
        },
        { name: 'Automatic', attributeType: 'yes_no', preference: 'none' },
      ],
    },
  },
  {
    id: 'job',
    name: 'Job offer',
    summary: 'Salary, commute, remote days, holidays and role',
    folderName: 'Job offers',
    category: {
      name: 'Job offers',
      description: 'Offers and roles to weigh up',
      attributes: [
        { name: 'Salary', attributeType: 'number', unit: 'per year', preference: 'higher' },
        { name: 'Commute', attributeType: 'number', unit: 'min', preference: 'lower' },
        { name: 'Remote days', attributeType: 'number', unit: 'per week', preference: 'higher' },
        { name: 'Holidays', attributeType: 'number', unit: 'days', preference: 'higher' },
        { name: 'Role', attributeType: 'text', preference: 'none' },
      ],
    },
  },
] as const satisfies readonly FolderTemplate[];

export type FolderTemplateId = (typeof FOLDER_TEMPLATES)[number]['id'];
export const FOLDER_TEMPLATE_IDS = FOLDER_TEMPLATES.map((t) => t.id) as [
  FolderTemplateId,
  ...FolderTemplateId[],
];

export function findFolderTemplate(id: string): FolderTemplate | undefined {
  return FOLDER_TEMPLATES.find((t) => t.id === id);
}

/**
 * "Start" on a template: which one, and the new folder's currency (absent: the instance's fallback). With
 * `folderId` (Add Item in a folder without a category) only the category is made, for that folder.
 */
export const templateStartSchema = z.object({
  templateId: z.enum(FOLDER_TEMPLATE_IDS, { error: TEMPLATE_ERRORS.unknown }),
  currency: currencyCodeSchema.optional(),
  folderId: idSchema.optional(),
});
export type TemplateStartInput = z.input<typeof templateStartSchema>;

export const templateStartedSchema = z.object({ folderId: idSchema, categoryId: idSchema });

export const CHECKLIST_STEPS = ['add', 'rate', 'decide'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];
/** How many items the checklist's first two steps ask for. */
export const CHECKLIST_ITEMS = 2;

/**
 * A folder's getting-started checklist, derived from what the folder holds (never ticked by hand): null for a
 * folder not started from a template, or for someone other than its owner.
 */
export const folderChecklistSchema = z.object({
  checklist: z
    .object({
      templateId: z.string(),
      /** Items the viewer sees in the folder. */
      items: z.number().int(),
      /** Of those, items the viewer rated. */
      rated: z.number().int(),
      /** The viewer opened Decide (or the folder's decision is made). */
      decided: z.boolean(),
      steps: z.array(z.object({ step: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
      done: z.boolean(),
    })
    .nullable(),
});
export type FolderChecklist = z.infer<typeof folderChecklistSchema>['checklist'];

export const templatesEndpoints = {
  start: defineEndpoint({
    method: 'post',
    path: '/api/templates',
    summary:
      'Start from a template: its category (one of a Basic plan) and a folder for it, in one transaction',
    tag: 'templates',
    auth: true,
    body: templateStartSchema,
    response: templateStartedSchema,
    status: 201,
  }),
  checklist: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/checklist',
    summary: "A folder's getting-started checklist, derived from its items, ratings and decision",
    tag: 'templates',
    auth: true,
    params: idParamsSchema,
    response: folderChecklistSchema,
  }),
};
