import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/**
 * Keyboard moves on the board go a whole column at a time: ArrowRight and ArrowLeft carry the picked-up card
 * to the top of the next or previous column (the default would move it 25 px per press).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const center = collisionRect.left + collisionRect.width / 2;
  const target =
    event.code === KeyboardCode.Right
      ? columns.find((rect) => rect.left > center)
      : [...columns].reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return currentCoordinates;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};
