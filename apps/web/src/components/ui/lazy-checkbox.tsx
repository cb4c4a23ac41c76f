import { type ComponentProps, lazy, Suspense } from 'react';
import { cx } from '@/lib/cx';
import { CHECKBOX_LOOK } from '@/lib/ui-looks';
import type { Checkbox } from './checkbox';

const load = () => import('./checkbox');
const Loaded = lazy(() => load().then((module) => ({ default: module.Checkbox })));

/**
 * The checkbox, its code (Radix's checkbox, presence and friends: four chunks) loaded the first time one shows, as
 * the cards' delete mode starts: off My Folders' first load. Until it is there, an unchecked box of
 * the same look and size holds its place. `preloadCheckbox` fetches it early (the button that starts the mode).
 */
export function LazyCheckbox(props: ComponentProps<typeof Checkbox>) {
  return (
    <Suspense fallback={<span aria-hidden className={cx(CHECKBOX_LOOK, props.className)} />}>
      <Loaded {...props} />
    </Suspense>
  );
}

export const preloadCheckbox = (): void => void load();
