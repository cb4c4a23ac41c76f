import { categoriesEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import {
  createCategory,
  deleteCategory,
  listCategories,
  listCategoriesForFolder,
  updateCategory,
} from './categories.service';

export function mountCategoriesRoutes(router: Routes, deps: AppDeps): void {
  mount(router, categoriesEndpoints.list, async ({ user }) => ({
    categories: await listCategories(deps, user),
  }));
  mount(router, categoriesEndpoints.create, ({ user, body }) => createCategory(deps, user, body));
  mount(router, categoriesEndpoints.update, ({ user, params, body }) =>
    updateCategory(deps, user, params.id, body),
  );
  mount(router, categoriesEndpoints.remove, ({ user, params }) => deleteCategory(deps, user, params.id));
  mount(router, categoriesEndpoints.availableForFolder, async ({ user, params }) => ({
    categories: await listCategoriesForFolder(deps, user, params.id),
  }));
}
