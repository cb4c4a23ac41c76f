import { ATTRIBUTE_TYPES, type AttributeType, PREFERENCES, type Preference } from '@shortlist/contracts';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { users } from './users';

/** A user-defined set of attributes (folders §3). "Used in N items" is counted from items, not stored. */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    creatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a downgrade hides the category; restorable until purged (DESIGN §5). */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_creator_idx').on(t.creatorId)],
);

export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuid().primaryKey().defaultRandom(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    displayOrder: integer().notNull().default(0),
    isRequired: boolean().notNull().default(false),
    attributeType: text().$type<AttributeType>().notNull().default('text'),
    defaultValue: text(),
    /** Allowed values; for an options attribute ordered best first. */
    options: jsonb().$type<string[]>().notNull().default([]),
    /** A number's unit ("m2", "km"); null for other types. */
    unit: text(),
    /** Which value is better: Decide's default direction, Compare's highlight (contracts' `PREFERENCES`). */
    preference: text().$type<Preference>().notNull().default('none'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('category_attributes_category_idx').on(t.categoryId, t.displayOrder),
    check('category_attributes_type_check', isOneOf(t.attributeType, ATTRIBUTE_TYPES)),
    check('category_attributes_preference_check', isOneOf(t.preference, PREFERENCES)),
  ],
);
