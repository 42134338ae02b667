import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Stop } from '../../../../common/contract/stops';
import { useReorderStops } from '../use-stop-mutations';
import { type SortableRow, StopRow, type StopRowProps } from './stop-row';

const INSTRUCTIONS = {
  draggable:
    'To move this stop, press Space or Enter to pick it up, the up and down arrow keys to move it, ' +
    'and Space or Enter again to put it down. Escape cancels.',
};

function announcements(stops: readonly Stop[]): Announcements {
  const name = (id: UniqueIdentifier) => stops.find((stop) => stop.id === id)?.name ?? 'The stop';
  const place = (id: UniqueIdentifier) =>
    `place ${stops.findIndex((stop) => stop.id === id) + 1} of ${stops.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} at ${place(active.id)}.`,
    // Over itself is where a move starts: the pick-up has just been announced.
    onDragOver: ({ active, over }) =>
      !over
        ? `${name(active.id)} is outside the list.`
        : over.id === active.id
          ? undefined
          : `${name(active.id)} moved to ${place(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} put down at ${place(over.id)}.`
        : `${name(active.id)} put down where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} stays at ${place(active.id)}.`,
  };
}

/** What a row needs to be moved: its element, its place while moving, and the handle to move it by. */
/** The owner's stop list, whose rows move by their handle, with the mouse, a finger or the keyboard. */
export function SortableStops({
  tripId,
  stops,
  enabled,
  children,
}: {
  tripId: number;
  stops: readonly Stop[];
  /** Off for readers and for a single stop: the rows are then shown as they are. */
  enabled: boolean;
  children: ReactNode;
}) {
  const reorder = useReorderStops(tripId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = stops.map((stop) => stop.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    reorder.mutate(arrayMove(ids, from, to));
  }

  if (!enabled) return children;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(stops), screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

function useSortableRow(stop: Stop): SortableRow {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop.id });
  const label = `Move ${stop.name}`;
  return {
    itemRef: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        title={`${label} (drag, or press Space and use the arrow keys)`}
        className="-ml-2 flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing sm:ml-0 sm:h-8 sm:w-7"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
    ),
  };
}

/** A stop row the owner can move. */
export function SortableStopRow(props: StopRowProps) {
  return <StopRow {...props} sortable={useSortableRow(props.stop)} />;
}
