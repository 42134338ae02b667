/** A label's box on screen, in pixels from the top-left corner of what it is drawn on. */
export interface LabelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LabelArea {
  width: number;
  height: number;
  /** Boxes already taken (the map's controls): no label is placed over them. */
  taken?: readonly LabelBox[];
}

/** Room kept clear around every label, so two names never touch. */
const GAP = 2;

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.left < b.left + b.width + GAP &&
  b.left < a.left + a.width + GAP &&
  a.top < b.top + b.height + GAP &&
  b.top < a.top + a.height + GAP;

const inside = (box: LabelBox, { width, height }: LabelArea) =>
  box.left >= 0 && box.top >= 0 && box.left + box.width <= width && box.top + box.height <= height;

/**
 * The labels that fit, greedily in the order given (the most important first): each is kept only when it lies
 * wholly inside the area and clear of every box kept before it.
 */
export function placeLabels<T extends { box: LabelBox }>(candidates: readonly T[], area: LabelArea): T[] {
  const taken = [...(area.taken ?? [])];
  return candidates.filter(({ box }) => {
    if (!inside(box, area) || taken.some((other) => overlaps(box, other))) return false;
    taken.push(box);
    return true;
  });
}
