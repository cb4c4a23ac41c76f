import { COMMENT_ERRORS, commentsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import { revalidated } from '../../http/authenticate';
import { itemScope } from '../../http/revision';
import { createComment, editComment, listComments, listMentionable, removeComment } from './comments.service';

export function mountCommentsRoutes(router: Routes, deps: AppDeps): void {
  mount(
    router,
    commentsEndpoints.list,
    ({ user, params }) => listComments(deps, user, params.id),
    revalidated(itemScope),
  );
  mount(
    router,
    commentsEndpoints.create,
    ({ user, params, body }) => createComment(deps, user, params.id, body),
    createRateLimit(deps, 'comments', COMMENT_ERRORS.tooMany, { key: perUserKey(deps) }),
  );
  mount(router, commentsEndpoints.update, ({ user, params, body }) =>
    editComment(deps, user, params.id, params.commentId, body),
  );
  mount(router, commentsEndpoints.delete, ({ user, params }) =>
    removeComment(deps, user, params.id, params.commentId).then(() => undefined as never),
  );
  mount(
    router,
    commentsEndpoints.mentionable,
    async ({ user, params }) => ({ people: await listMentionable(deps, user, params.id) }),
    revalidated(itemScope),
  );
}
