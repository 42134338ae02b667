import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type Key, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useNearScreen } from '@/lib/use-near-screen';

/** Up to this many items a grid draws them all, so that every one is in the page for search and keyboard. */
export const VIRTUALIZE_FROM = 48;

/** Columns at the app's breakpoints (Tailwind's sm 640 px, md 768 px, lg 1024 px of viewport width). */
export interface GridColumns {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
}

function columnsAt(viewportWidth: number, columns: GridColumns): number {
  if (viewportWidth >= 1024 && columns.lg) return columns.lg;
  if (viewportWidth >= 768 && columns.md) return columns.md;
  if (viewportWidth >= 640 && columns.sm) return columns.sm;
  return columns.base;
}

interface Layout {
  width: number;
  viewportWidth: number;
  /**
   * The grid's distance from the top of the document, where the window virtualizer counts from; null until the
   * grids above it have taken their height, since before that it would place rows that are not on screen.
   */
  top: number | null;
}

const sameLayout = (a: Layout | null, b: Layout) =>
  a !== null && a.width === b.width && a.viewportWidth === b.viewportWidth && a.top === b.top;

const documentTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The grid's width and place on the page: read before the first paint, then once a frame at most while the page
 * resizes, so that many grids and a busy page do not each force the browser to lay the page out again.
 */
function useLayout() {
  const ref = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (next: Layout) => setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    const size = () => ({ width: element.clientWidth, viewportWidth: window.innerWidth });
    let frame = 0;
    const measureNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update({ ...size(), top: documentTop(element) }));
    };
    update({ ...size(), top: null });
    // The body resizes when anything above the grid changes height, which moves the grid.
    const observer = new ResizeObserver(measureNextFrame);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener('resize', measureNextFrame);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measureNextFrame);
    };
  }, []);
  // Once every grid has its height (they all take it in the same render), each one's place is known.
  const sized = layout !== null && layout.top === null;
  useLayoutEffect(() => {
    const element = ref.current;
    if (sized && element) setLayout((previous) => previous && { ...previous, top: documentTop(element) });
  }, [sized]);
  return { ref, layout };
}

interface VirtualGridProps<T> {
  items: readonly T[];
  label: string;
  columns: GridColumns;
  /** Space between tiles, in pixels. */
  gap: number;
  getKey: (item: T) => Key;
  /** What goes inside the item's square list item; `index` is its place in `items`. */
  renderItem: (item: T, index: number) => ReactNode;
  itemClassName?: string;
  /** Draw only the rows near the screen; by default when there are more than VIRTUALIZE_FROM items. */
  virtualize?: boolean;
}

// Built from numbers, so Tailwind cannot find them in the source: styles.css names them (`@source inline`).
const columnClasses = ({ base, sm, md, lg }: GridColumns) => [
  `grid-cols-${base}`,
  sm && `sm:grid-cols-${sm}`,
  md && `md:grid-cols-${md}`,
  lg && `lg:grid-cols-${lg}`,
];

/**
 * Square tiles in columns. A few are drawn at once in a CSS grid, in the page's first paint; many draw only the
 * rows near the screen, so that a thousand photos cost what a screenful does. The list says how many there are.
 */
export function VirtualGrid<T>({ virtualize, ...props }: VirtualGridProps<T>) {
  return (virtualize ?? props.items.length > VIRTUALIZE_FROM) ? (
    <WindowedGrid {...props} />
  ) : (
    <PlainGrid {...props} />
  );
}

type GridProps<T> = Omit<VirtualGridProps<T>, 'virtualize'>;

function PlainGrid<T>({ items, label, columns, gap, getKey, renderItem, itemClassName }: GridProps<T>) {
  return (
    <ul aria-label={label} className={cn('grid', columnClasses(columns))} style={{ gap }}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          aria-posinset={index + 1}
          aria-setsize={items.length}
          className={cn('relative aspect-square overflow-hidden', itemClassName)}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** Only the rows near the screen, placed by their offsets; the grid's width sets the tiles' size. */
function WindowedGrid<T>({ items, label, columns, gap, getKey, renderItem, itemClassName }: GridProps<T>) {
  const { ref, layout } = useLayout();
  const columnCount = layout ? columnsAt(layout.viewportWidth, columns) : 1;
  const tile = layout ? (layout.width - gap * (columnCount - 1)) / columnCount : 0;
  const rowCount = layout ? Math.ceil(items.length / columnCount) : 0;
  const placed = layout !== null && layout.top !== null;
  const near = useNearScreen(ref, placed);

  const virtualizer = useWindowVirtualizer({
    count: placed && near ? rowCount : 0,
    estimateSize: () => tile,
    gap,
    overscan: 2,
    scrollMargin: layout?.top ?? 0,
  });
  // Rows are as tall as tiles are wide: a new width means new row offsets.
  useLayoutEffect(() => {
    if (tile > 0) virtualizer.measure();
  }, [tile, virtualizer]);

  const tiles = virtualizer.getVirtualItems().flatMap((row) =>
    items.slice(row.index * columnCount, (row.index + 1) * columnCount).map((item, column) => ({
      item,
      index: row.index * columnCount + column,
      top: row.start - virtualizer.options.scrollMargin,
      left: column * (tile + gap),
    })),
  );

  return (
    <ul
      ref={ref}
      aria-label={label}
      className="relative"
      style={{ height: rowCount > 0 ? rowCount * (tile + gap) - gap : 0 }}
    >
      {tiles.map(({ item, index, top, left }) => (
        <li
          key={getKey(item)}
          aria-posinset={index + 1}
          aria-setsize={items.length}
          className={cn('absolute overflow-hidden', itemClassName)}
          style={{ top, left, width: tile, height: tile }}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
