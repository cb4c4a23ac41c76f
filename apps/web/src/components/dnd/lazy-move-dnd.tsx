import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import type * as MoveDndKit from './move-dnd-kit';

/*
 * @dnd-kit off a page's cold load (the shell budget): the page starts fetching it when it mounts, in
 * parallel with its data (`loadMoveDnd`), and LazyMoveDndContext shows `fallback` instead of the cards until it
 * is there, so a card never changes from inert to draggable under the person's pointer. If the chunk cannot be
 * loaded the cards show without drag and drop ("Move to" still moves).
 */
let loading: Promise<typeof MoveDndKit> | undefined;
let loaded: typeof MoveDndKit | null = null;

/** Starts fetching @dnd-kit (once); call it when the page mounts. */
export function loadMoveDnd(): Promise<typeof MoveDndKit> {
  return (loading ??= import('./move-dnd-kit').then((module) => (loaded = module)));
}

type Props = ComponentProps<typeof MoveDndKit.MoveDndContext> & { fallback: ReactNode };

export function LazyMoveDndContext({ fallback, children, onMove }: Props) {
  const [state, setState] = useState<typeof MoveDndKit | 'failed' | null>(loaded);
  useEffect(() => {
    if (state) return;
    let live = true;
    loadMoveDnd().then(
      (module) => live && setState(module),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (state === 'failed') return children;
  if (!state) return fallback;
  return <state.MoveDndContext onMove={onMove}>{children}</state.MoveDndContext>;
}
