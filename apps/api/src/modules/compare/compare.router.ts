import { compareEndpoints, compareQuerySchema } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { parsePlainWith } from '../../http/validate';
import { folderScope, revalidated, sessionInStatement, treesScope } from '../../http/revision';
import { parsePlainCompareQuery } from './compare.query';
import { readComparison } from './compare.read';
import { getCollaborativeRatings } from './compare.service';

export function mountCompareRoutes(router: Routes, deps: AppDeps): void {
  // a well-formed query is checked without zod; anything else zod parses and words
  parsePlainWith(compareQuerySchema, parsePlainCompareQuery);
  mount(
    router,
    compareEndpoints.compare,
    ({ req, res, params, query }) => readComparison(req, res, params.id, query),
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
