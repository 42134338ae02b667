import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DataTableProps {
  caption: string;
  headers: string[];
  /** The narrowest the table gets before it scrolls sideways inside its card, e.g. "min-w-[900px]". */
  minWidth: string;
  /** Classes for the scrolling frame around the table. */
  className?: string;
  children: ReactNode;
}

/**
 * A table that keeps its columns readable and scrolls horizontally on narrow screens, with its last column (the
 * row's actions) pinned to the right edge so they are never off-screen.
 */
export function DataTable({ caption, headers, minWidth, className, children }: DataTableProps) {
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground md:hidden">Swipe the table sideways to see every column.</p>
      <div className={cn('overflow-x-auto rounded-xl border', className)}>
        <table className={cn('w-full border-collapse text-sm', minWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60">
            <tr>
              {headers.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className="px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground last:sticky last:right-0 last:bg-muted last:text-right"
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-top';
/** The row's actions, pinned to the right edge over the columns scrolled beneath them. */
export const actionCellClass = `${cellClass} sticky right-0 bg-card text-right shadow-[-10px_0_10px_-10px_rgb(15_23_42/0.35)]`;
