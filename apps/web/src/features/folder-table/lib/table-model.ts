import {
  type AttributeType,
  type CategoryAttribute,
  type CategoryList,
  type DecisionView,
  type FolderDetail,
  type ItemStatus,
} from '@shortlist/contracts';
import { TABLE_TEXTS } from './table-texts';

/** What a column shows, and so how its cells read, sort and edit. */
export type ColumnKind = 'name' | 'price' | 'myRating' | 'average' | 'status' | 'score' | 'attribute';

export interface TableColumn {
  /** `name`, `price`, `myRating`, `average`, `status`, `score`, or the attribute's criterion id `attr:<name>`. */
  id: string;
  kind: ColumnKind;
  /** The header, with the unit of a number attribute ("Area (m2)"). */
  header: string;
  /** Attributes: the name values are stored under, whether they are numbers, and their unit. */
  attributeName?: string;
  isNumber?: boolean;
  unit?: string | null;
}

/** An attribute of the row's own category: what an inline edit saves to, and the control it needs. */
export interface EditableAttribute {
  categoryAttributeId: string;
  attributeType: AttributeType;
  options: readonly string[];
  unit: string | null;
  isRequired: boolean;
}

/** What the viewer's role lets them change in the table's cells. */
export interface Permissions {
  edit: boolean;
  rate: boolean;
}

export interface TableRow {
  id: string;
  name: string;
  priceCents: number | null;
  currency: string;
  /** The price in the folder's currency (sorting compares like with like); null: none, or no rate. */
  comparablePriceCents: number | null;
  myRating: number | null;
  average: number | null;
  status: ItemStatus;
  /** 0-100 as the decision view ranks it; null: knocked out or not ranked (rejected). */
  score: number | null;
  knockedOut: boolean;
  /** Attribute values in their stored form ('' for none), by attribute name. */
  values: Record<string, string>;
  /** The row's category's attributes, by name (an attribute of another category is not the row's to fill). */
  attributes: Record<string, EditableAttribute>;
  isPrivate: boolean;
}

/** The reads the table is built from: the folder page's, the decision view's and the folder's categories. */
export interface TableSources {
  folder: FolderDetail;
  decision: DecisionView;
  categories: CategoryList;
}

export interface TableModel {
  columns: TableColumn[];
  rows: TableRow[];
}

const FIXED_COLUMNS: TableColumn[] = [
  { id: 'name', kind: 'name', header: TABLE_TEXTS.name },
  { id: 'price', kind: 'price', header: TABLE_TEXTS.price },
  { id: 'myRating', kind: 'myRating', header: TABLE_TEXTS.myRating },
  { id: 'average', kind: 'average', header: TABLE_TEXTS.average },
  { id: 'status', kind: 'status', header: TABLE_TEXTS.status },
  { id: 'score', kind: 'score', header: TABLE_TEXTS.score },
];

function editableAttribute(attribute: CategoryAttribute): EditableAttribute {
  return {
    categoryAttributeId: attribute.id,
    attributeType: attribute.attributeType,
    options: attribute.options,
    unit: attribute.unit,
    isRequired: attribute.isRequired,
  };
}

/**
 * Every item of the folder as a row, and the columns: the fixed ones, then one per attribute as the decision
 * view names them (by name across the categories used, with the unit they share).
 */
export function buildTableModel({ folder, decision, categories }: TableSources): TableModel {
  const attributeColumns: TableColumn[] = decision.criteria
    .filter((c) => c.source === 'attribute')
    .map((c) => ({
      id: c.id,
      kind: 'attribute',
      header: TABLE_TEXTS.withUnit(c.label, c.unit),
      attributeName: c.label,
      isNumber: c.kind === 'number',
      unit: c.unit,
    }));
  const cards = new Map(folder.items.map((card) => [card.id, card]));
  const attributesOf = new Map(
    categories.categories.map((category) => [
      category.id,
      Object.fromEntries(category.attributes.map((a) => [a.name, editableAttribute(a)])),
    ]),
  );
  const ranks = new Map(decision.ranking.map((r) => [r.itemId, r]));
  const rows: TableRow[] = decision.items.map((item) => {
    const card = cards.get(item.id);
    const rank = ranks.get(item.id);
    const values: Record<string, string> = {};
    for (const column of attributeColumns) {
      const value = item.values[column.id];
      values[column.attributeName!] = value === null || value === undefined ? '' : String(value);
    }
    return {
      id: item.id,
      name: item.name,
      priceCents: item.priceCents,
      currency: item.currency,
      comparablePriceCents:
        item.priceInFolderCurrency !== undefined
          ? item.priceInFolderCurrency
          : item.currency === decision.money.currency
            ? item.priceCents
            : null,
      myRating: card?.myRating ?? null,
      average: item.averageRating,
      status: item.status,
      score: rank?.score ?? null,
      knockedOut: !!rank && rank.score === null,
      values,
      attributes: (card && attributesOf.get(card.categoryId)) ?? {},
      isPrivate: card?.isPrivate ?? false,
    };
  });
  return { columns: [...FIXED_COLUMNS, ...attributeColumns], rows };
}
