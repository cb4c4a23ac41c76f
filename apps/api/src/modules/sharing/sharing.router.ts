import { sharingEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import {
  cancelInvitation,
  changeCollaboratorRole,
  inviteCollaborator,
  listCollaborators,
  removeCollaborator,
} from './sharing.service';

export function mountSharingRoutes(router: Routes, deps: AppDeps): void {
  mount(router, sharingEndpoints.listCollaborators, ({ user, params }) =>
    listCollaborators(deps, user, params.id),
  );
  mount(router, sharingEndpoints.invite, ({ user, params, body }) =>
    inviteCollaborator(deps, user, params.id, body),
  );
  mount(router, sharingEndpoints.changeRole, ({ user, params, body }) =>
    changeCollaboratorRole(deps, user, params.id, params.userId, body.role),
  );
  mount(router, sharingEndpoints.removeCollaborator, ({ user, params }) =>
    removeCollaborator(deps, user, params.id, params.userId).then(() => undefined as never),
  );
  mount(router, sharingEndpoints.cancelInvitation, ({ user, params }) =>
    cancelInvitation(deps, user, params.id, params.invitationId).then(() => undefined as never),
  );
}
