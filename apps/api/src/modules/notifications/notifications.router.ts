import { Router } from 'express';
import { notificationsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import {
  getNotificationSettings,
  getUnreadCount,
  listNotifications,
  markNotificationsRead,
  muteFolder,
  updateNotificationSettings,
} from './notifications.service';

export function createNotificationsRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, notificationsEndpoints.list, ({ user, query }) => listNotifications(deps, user, query));
  mount(router, notificationsEndpoints.unreadCount, ({ user }) => getUnreadCount(deps, user));
  mount(router, notificationsEndpoints.markRead, ({ user, body }) =>
    markNotificationsRead(deps, user, body.ids),
  );
  mount(router, notificationsEndpoints.markAllRead, ({ user }) => markNotificationsRead(deps, user));
  mount(router, notificationsEndpoints.getSettings, ({ user }) => getNotificationSettings(deps, user));
  mount(router, notificationsEndpoints.updateSettings, ({ user, body }) =>
    updateNotificationSettings(deps, user, body.email),
  );
  mount(router, notificationsEndpoints.muteFolder, ({ user, params, body }) =>
    muteFolder(deps, user, params.id, body.muted),
  );
  return router;
}
