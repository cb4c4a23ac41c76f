import { itemCreateSchema, itemsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { parsePlainWith } from '../../http/validate';
import { folderScope, itemScope, revalidated, sessionInStatement } from '../../http/revision';
import { parsePlainItemCreate } from './items.body';
import { readItemPage } from './items.read';
import { createItem, deleteItems, listItems, moveItem, moveItems } from './items.service';

export function mountItemsRoutes(router: Routes, deps: AppDeps): void {
  // a well-formed Add Item body is checked without zod; anything else zod parses and words
  parsePlainWith(itemCreateSchema, parsePlainItemCreate);
  mount(
    router,
    itemsEndpoints.listForFolder,
    async ({ user, params, query }) => ({ items: await listItems(deps, user, params.id, query) }),
    revalidated(folderScope),
  );
  // the session is checked by Add Item's read statement
  mount(
    router,
    itemsEndpoints.create,
    ({ req, res, params, body }) => createItem(deps, { req, res }, params.id, body),
    sessionInStatement(() => undefined),
  );
  mount(
    router,
    itemsEndpoints.get,
    ({ req, res, params }) => readItemPage(req, res, params.id),
    sessionInStatement(itemScope),
  );
  mount(router, itemsEndpoints.move, ({ user, params, body }) =>
    moveItem(deps, user, params.id, body.folderId),
  );
  mount(router, itemsEndpoints.bulkMove, ({ user, body }) => moveItems(deps, user, body.ids, body.folderId));
  mount(router, itemsEndpoints.bulkDelete, ({ user, body }) => deleteItems(deps, user, body.ids));
}
