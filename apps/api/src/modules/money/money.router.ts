import { moneyEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { getFolderMoney, updateFolderRates } from './money.service';

export function mountMoneyRoutes(router: Routes, deps: AppDeps): void {
  mount(router, moneyEndpoints.get, ({ user, params }) => getFolderMoney(deps, user, params.id));
  mount(router, moneyEndpoints.update, ({ user, params, body }) =>
    updateFolderRates(deps, user, params.id, body),
  );
}
