import { createContext, useContext, useId } from 'react';
import type { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core';

/*
 * The drag-and-drop move's light half: its types and the hooks cards call. @dnd-kit itself is in
 * move-dnd-kit.tsx, which provides its hooks through MoveDndRuntime; My Folders loads it after the first render
 * (lazy-move-dnd.tsx, the shell budget), the folder page with the page. Outside a provider (or when the
 * chunk failed to load) the hooks are inert: cards render, nothing drags, "Move to" still works.
 *
 * A card renders either always inside a provider or always outside it (LazyMoveDndContext shows its fallback,
 * not the cards, until @dnd-kit is there), so the hooks below call the same hooks on every render of a card.
 */
/** Something that can be moved: a folder or an item, with the folder it is in now. */
export interface DragEntity {
  kind: 'folder' | 'item';
  id: string;
  name: string;
  /** The folder it is in now (null: top level); dropping it there again does nothing. */
  parentId: string | null;
}

/** Where it can go: a folder, or the top level (null). */
export interface DropTarget {
  folderId: string | null;
  name: string;
}

/**
 * A drop is allowed onto another folder or, for folders only, the top level (folders §4: an item dropped with
 * no target folder does nothing). The server still refuses a folder moved into its own descendant.
 */
export function canDrop(entity: DragEntity | undefined, target: DropTarget | undefined): boolean {
  if (!entity || !target) return false;
  if (entity.kind === 'folder' && target.folderId === entity.id) return false;
  if (entity.kind === 'item' && target.folderId === null) return false;
  return true;
}

/** @dnd-kit's hooks, handed down by the provider that loaded @dnd-kit. */
export interface MoveDndRuntime {
  useDraggable: typeof useDraggable;
  useDroppable: typeof useDroppable;
  useDndContext: typeof useDndContext;
}

export const MoveDndRuntimeContext = createContext<MoveDndRuntime | null>(null);

const noop = () => {};

/** Makes a card draggable by its handle. */
export function useMoveDraggable(entity: DragEntity, disabled = false) {
  const dnd = useContext(MoveDndRuntimeContext);
  if (!dnd) return { setNode: noop, setHandle: noop, handleAttributes: {}, isDragging: false };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = dnd.useDraggable({
    id: `${entity.kind}:${entity.id}`,
    data: entity,
    disabled,
  });
  return {
    /** Put on the card. */
    setNode: setNodeRef,
    /** Put on the handle button, with `handleAttributes`. */
    setHandle: setActivatorNodeRef,
    handleAttributes: { ...attributes, ...listeners },
    isDragging,
  };
}

/** Makes an element a drop target; `isOver` while an allowed card hovers it, `isActive` during any allowed drag. */
export function useMoveDropTarget(target: DropTarget) {
  const dnd = useContext(MoveDndRuntimeContext);
  const uid = useId();
  if (!dnd) return { setNode: noop, isOver: false, isActive: false };
  const { setNodeRef, isOver, active } = dnd.useDroppable({
    id: `drop:${target.folderId ?? 'root'}:${uid}`,
    data: target,
  });
  const allowed = canDrop(active?.data.current as DragEntity | undefined, target);
  return { setNode: setNodeRef, isOver: isOver && allowed, isActive: allowed };
}

/** The entity being dragged right now, if any (to show drop zones only while dragging). */
export function useDragging(): DragEntity | null {
  const dnd = useContext(MoveDndRuntimeContext);
  if (!dnd) return null;
  const { active } = dnd.useDndContext();
  return (active?.data.current as DragEntity | undefined) ?? null;
}
