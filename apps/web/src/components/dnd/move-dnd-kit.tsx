import { type ReactNode, useState } from 'react';
import {
  type Announcements,
  type Collision,
  type CollisionDetection,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  type KeyboardCoordinateGetter,
  PointerSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { FolderIcon, FileText } from 'lucide-react';
import {
  canDrop,
  type DragEntity,
  type DropTarget,
  type MoveDndRuntime,
  MoveDndRuntimeContext,
} from './move-dnd';

/** The hooks the cards' useMoveDraggable / useMoveDropTarget / useDragging call (move-dnd.tsx). */
const runtime: MoveDndRuntime = { useDraggable, useDroppable, useDndContext };

const centre = (rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * The drop target under the pointer (or, with the keyboard, under the dragged card's centre); of nested
 * targets the smallest wins, so a folder card beats the area around it.
 */
const targetUnderPoint: CollisionDetection = ({ active, droppableContainers, droppableRects, ...args }) => {
  const point = args.pointerCoordinates ?? centre(args.collisionRect);
  let best: Collision | null = null;
  let bestArea = Infinity;
  for (const container of droppableContainers) {
    if (!canDrop(active.data.current as DragEntity, container.data.current as DropTarget)) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const inside =
      point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;
    const area = rect.width * rect.height;
    if (inside && area < bestArea) {
      best = { id: container.id, data: { droppableContainer: container, value: area } };
      bestArea = area;
    }
  }
  return best ? [best] : [];
};

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** Arrow keys jump from drop target to drop target (nearest in that direction) instead of by pixels. */
const jumpToNextTarget: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers, active } = context;
  if (!direction || !collisionRect || !active) return undefined;
  event.preventDefault();
  const from = centre(collisionRect);
  let best: { x: number; y: number } | null = null;
  let bestScore = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    if (!canDrop(active.data.current as DragEntity, container.data.current as DropTarget)) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const to = centre(rect);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const along = dx * direction[0] + dy * direction[1];
    if (along <= 1) continue;
    const across = direction[0] === 0 ? Math.abs(dx) : Math.abs(dy);
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = to;
    }
  }
  if (!best) return undefined;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};

const label = (entity: DragEntity) => `${entity.kind === 'folder' ? 'Folder' : 'Item'} ${entity.name}`;

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${label(active.data.current as DragEntity)}. Use the arrow keys to move it onto a folder, Space to drop, Escape to cancel.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${label(active.data.current as DragEntity)} is over ${(over.data.current as DropTarget).name}.`
      : `${label(active.data.current as DragEntity)} is not over a folder.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${label(active.data.current as DragEntity)} was dropped on ${(over.data.current as DropTarget).name}.`
      : `${label(active.data.current as DragEntity)} was dropped; nothing moved.`,
  onDragCancel: ({ active }) => `Moving ${label(active.data.current as DragEntity)} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move, press Space or Enter to pick it up, use the arrow keys to go to a folder, then Space or Enter to drop it there. Escape cancels.',
};

/**
 * Drag and drop of folder and item cards onto folder cards, breadcrumb crumbs and the top-level area, by
 * pointer or keyboard, with screen-reader announcements. `onMove` runs for a real move only.
 */
export function MoveDndContext({
  children,
  onMove,
}: {
  children: ReactNode;
  onMove(entity: DragEntity, target: DropTarget): void;
}) {
  const [dragging, setDragging] = useState<DragEntity | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToNextTarget }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={targetUnderPoint}
      // targets are measured from the drag's start and again as the layout changes while dragging (drop zones
      // appear); not before a drag: measuring every card on each render forced a layout in the page's first load
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active }) => setDragging(active.data.current as DragEntity)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={({ active, over }) => {
        setDragging(null);
        const entity = active.data.current as DragEntity | undefined;
        const target = over?.data.current as DropTarget | undefined;
        if (!entity || !target || !canDrop(entity, target)) return;
        if (target.folderId === entity.parentId) return;
        onMove(entity, target);
      }}
    >
      <MoveDndRuntimeContext.Provider value={runtime}>{children}</MoveDndRuntimeContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="flex max-w-64 items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-medium shadow-lg">
            {dragging.kind === 'folder' ? (
              <FolderIcon className="size-4 shrink-0 text-primary" aria-hidden />
            ) : (
              <FileText className="size-4 shrink-0 text-primary" aria-hidden />
            )}
            <span className="truncate">{dragging.name}</span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
