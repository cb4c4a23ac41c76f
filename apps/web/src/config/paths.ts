/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  signUp: '/auth?mode=signup',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  devMailbox: '/dev/mailbox',
  app: '/app',
  folder: (folderId: string) => `/app/folder/${folderId}`,
  item: (folderId: string, itemId: string) => `/app/folder/${folderId}/item/${itemId}`,
  compare: (folderId: string, itemIds: string[], type: 'attributes' | 'collaborative') =>
    `/app/folder/${folderId}/compare?items=${itemIds.join(',')}&type=${type}`,
  decide: (folderId: string) => `/app/folder/${folderId}/decide`,
  collaborativeCompare: (folderId: string) => `/app/folder/${folderId}/collaborative-compare`,
  categories: '/app/categories',
  profile: '/app/profile',
  notifications: '/app/notifications',
} as const;
