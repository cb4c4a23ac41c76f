import { notificationsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import {
  getNotificationSettings,
  getUnreadCount,
  listNotifications,
  markNotificationsRead,
  muteFolder,
  updateNotificationSettings,
} from './notifications.service';

export function mountNotificationsRoutes(router: Routes, deps: AppDeps): void {
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
}
