import { apiTokensEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { requestContext } from '../../http/request-context';
import { createToken, listTokens, revokeToken } from './api-tokens.service';

export function mountApiTokensRoutes(router: Routes, deps: AppDeps): void {
  mount(router, apiTokensEndpoints.list, async ({ user }) => ({ tokens: await listTokens(deps, user) }));
  mount(router, apiTokensEndpoints.create, ({ user, body, req }) =>
    createToken(deps, user, body, requestContext(req)),
  );
  mount(router, apiTokensEndpoints.revoke, ({ user, params, req }) =>
    revokeToken(deps, user, params.id, requestContext(req)).then(() => undefined as never),
  );
}
