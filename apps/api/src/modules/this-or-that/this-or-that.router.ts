import { thisOrThatEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { answerPair, applyRoundRatings, getRound, startRound } from './this-or-that.service';

export function mountThisOrThatRoutes(router: Routes, deps: AppDeps): void {
  mount(router, thisOrThatEndpoints.get, ({ user, params }) => getRound(deps, user, params.id));
  mount(router, thisOrThatEndpoints.start, ({ user, params }) => startRound(deps, user, params.id));
  mount(router, thisOrThatEndpoints.answer, ({ user, params, body }) =>
    answerPair(deps, user, params.id, body),
  );
  mount(router, thisOrThatEndpoints.applyRatings, ({ user, params, body }) =>
    applyRoundRatings(deps, user, params.id, body),
  );
}
