import { itemsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { answerRead, requestReader } from '../../http/read-answer';
import { revalidated, sessionInStatement } from '../../http/authenticate';
import { folderScope, itemScope } from '../../http/revision';
import { readItemPage } from './items.read';
import { createItem, deleteItems, listItems, moveItem, moveItems } from './items.service';

export function mountItemsRoutes(router: Routes, deps: AppDeps): void {
  mount(
    router,
    itemsEndpoints.listForFolder,
    ({ user, params, query }) => listItems(deps, user, params.id, query),
    revalidated(folderScope),
  );
  // the session is checked by Add Item's read statement
  mount(
    router,
    itemsEndpoints.create,
    async ({ req, params, body }) => createItem(deps, await requestReader(deps, req), params.id, body),
    sessionInStatement(() => undefined),
  );
  mount(
    router,
    itemsEndpoints.get,
    ({ req, res, params }) => answerRead(deps, req, res, (reader) => readItemPage(deps, reader, params.id)),
    sessionInStatement(itemScope),
  );
  mount(router, itemsEndpoints.move, ({ user, params, body }) =>
    moveItem(deps, user, params.id, body.folderId),
  );
  mount(router, itemsEndpoints.bulkMove, ({ user, body }) => moveItems(deps, user, body.ids, body.folderId));
  mount(router, itemsEndpoints.bulkDelete, ({ user, body }) => deleteItems(deps, user, body.ids));
}
