import { votesEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import {
  castBallot,
  closeVote,
  getVotes,
  openVote,
  overruleVeto,
  remindVoters,
  revealVote,
} from './votes.service';

export function mountVotesRoutes(router: Routes, deps: AppDeps): void {
  mount(router, votesEndpoints.get, ({ user, params }) => getVotes(deps, user, params.id));
  mount(router, votesEndpoints.open, ({ user, params, body }) => openVote(deps, user, params.id, body));
  mount(router, votesEndpoints.ballot, ({ user, params, body }) => castBallot(deps, user, params.id, body));
  mount(router, votesEndpoints.reveal, ({ user, params }) => revealVote(deps, user, params.id));
  mount(router, votesEndpoints.close, ({ user, params }) => closeVote(deps, user, params.id));
  mount(router, votesEndpoints.remind, ({ user, params }) => remindVoters(deps, user, params.id));
  mount(router, votesEndpoints.overrule, ({ user, params, body }) =>
    overruleVeto(deps, user, params.id, body),
  );
}
