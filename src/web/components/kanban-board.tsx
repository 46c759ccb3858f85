import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";

import { LoadMoreButton } from "@/components/load-more-button";
import { columnKeyboardCoordinates } from "@/lib/column-keyboard-coordinates";
import { cn } from "@/lib/utils";

type BoardItem = { id: string; stage: string };

/** One column's records as an infinite query gives them, with "Cargar más" under them. */
export type BoardColumnPages<Item> = {
  data: { pages: { items: Item[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** What the board says to a screen reader, in the record's own words and gender ("cogido", "cogida"). */
export type BoardTexts = {
  pickedUp: (label: string, stage: string) => string;
  dropped: (label: string, column: string) => string;
  droppedOutside: string;
  instructions: string;
  empty: string;
};

type DragData<Item> = { item: Item };

const itemOf = <Item,>(data: unknown) => (data as DragData<Item> | undefined)?.item;

function BoardCard<Item extends BoardItem>({
  item,
  label,
  busy,
  testId,
  children,
}: {
  item: Item;
  label: string;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: item.id,
    data: { item } satisfies DragData<Item>,
    disabled: busy,
  });
  // The card stays a list item and its links stay links: the mouse drags it from anywhere, while the keyboard (and
  // a screen reader) picks it up by its handle, the one control that is a button, so none sits inside another.
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "flex cursor-grab touch-none items-start gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs",
        isDragging && "z-10 cursor-grabbing shadow-lg ring-2 ring-primary/40",
        busy && "opacity-60",
      )}
      data-testid={testId}
      {...listeners}
    >
      <span
        ref={setActivatorNodeRef}
        className="-m-1 shrink-0 rounded p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Mover ${label}, ${item.stage}`}
        {...attributes}
      >
        <GripVertical className="size-4 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1">{children}</div>
    </li>
  );
}

type BoardProps<Item extends BoardItem, Stage extends string> = {
  stages: readonly Stage[];
  /** The column's records: called as a hook, once per column. */
  useColumn: (stage: Stage) => BoardColumnPages<Item>;
  header: (stage: Stage, pages: BoardColumnPages<Item>) => ReactNode;
  card: (item: Item) => ReactNode;
  labelOf: (item: Item) => string;
  texts: BoardTexts;
  onMove: (item: Item, stage: Stage) => void;
  busyId: string | undefined;
  cardTestId: string;
  /** Tailwind's min-width of a column ("min-w-64"). */
  columnWidth: string;
};

function BoardColumn<Item extends BoardItem, Stage extends string>({
  stage,
  board,
}: {
  stage: Stage;
  board: BoardProps<Item, Stage>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const pages = board.useColumn(stage);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      ref={setNodeRef}
      aria-label={`Columna ${stage}`}
      data-testid="board-column"
      className={cn(
        "flex flex-1 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors",
        board.columnWidth,
        isOver && "border-primary bg-primary/5",
      )}
    >
      <header>{board.header(stage, pages)}</header>
      {pages.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : pages.isError ? (
        <p className="text-sm text-destructive">No se pudieron cargar.</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">
          {board.texts.empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <BoardCard
              key={item.id}
              item={item}
              label={board.labelOf(item)}
              busy={board.busyId === item.id}
              testId={board.cardTestId}
            >
              {board.card(item)}
            </BoardCard>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={pages} variant="ghost" size="sm" />
    </section>
  );
}

/**
 * One column per stage; dragging a card to another column asks to move it there (mouse, touch, or the keyboard:
 * Space/Enter to pick up, arrows to move, Space/Enter to drop, Escape to cancel), announced to screen readers.
 */
export function KanbanBoard<Item extends BoardItem, Stage extends string>(board: BoardProps<Item, Stage>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const { texts, labelOf } = board;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = itemOf<Item>(active.data.current);
      return item ? texts.pickedUp(labelOf(item), item.stage) : undefined;
    },
    onDragOver: ({ over }) => (over ? `Sobre la columna ${String(over.id)}.` : "Fuera de las columnas."),
    onDragEnd: ({ active, over }) => {
      const item = itemOf<Item>(active.data.current);
      return item && over ? texts.dropped(labelOf(item), String(over.id)) : texts.droppedOutside;
    },
    onDragCancel: () => "Movimiento cancelado.",
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = itemOf<Item>(active.data.current);
    const stage = over?.id as Stage | undefined;
    if (item && stage && stage !== item.stage) board.onMove(item, stage);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      {/* Focusable: on a phone the columns scroll sideways, and a keyboard must reach them before any card loads. */}
      <div
        role="region"
        aria-label="Tablero por etapas"
        tabIndex={0}
        className="-mx-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:mx-0 sm:px-0"
      >
        <div className="flex gap-4">
          {board.stages.map((stage) => (
            <BoardColumn key={stage} stage={stage} board={board} />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
