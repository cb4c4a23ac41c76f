import { lazyDialog } from '@/lib/lazy-dialog';

/** The webhook settings, loaded the first time they open (the folder page's cold load stays as it is). */
export const LazyWebhooksDialog = lazyDialog(() => import('./webhooks-dialog').then((m) => m.default));
