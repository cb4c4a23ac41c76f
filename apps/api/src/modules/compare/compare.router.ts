import { compareEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { answerRead } from '../../http/read-answer';
import { revalidated, sessionInStatement } from '../../http/authenticate';
import { folderScope, treesScope } from '../../http/revision';
import { readComparison } from './compare.read';
import { getCollaborativeRatings } from './compare.service';

export function mountCompareRoutes(router: Routes, deps: AppDeps): void {
  mount(
    router,
    compareEndpoints.compare,
    ({ req, res, params, query }) =>
      answerRead(deps, req, res, (reader) => readComparison(deps, reader, params.id, query)),
    // the compared items may sit in other trees than the folder: all of them are the answer's scope
    sessionInStatement((req) =>
      treesScope(
        [String(req.params.id)],
        String(req.query.items ?? '')
          .split(',')
          .map((s) => s.trim()),
      ),
    ),
  );
  mount(
    router,
    compareEndpoints.collaborativeRatings,
    ({ user, params }) => getCollaborativeRatings(deps, user, params.id),
    revalidated(folderScope),
  );
}
