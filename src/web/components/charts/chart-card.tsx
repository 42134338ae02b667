import { type ReactNode, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useEverTrue } from '@/lib/use-ever-true';
import { useNearScreen } from '@/lib/use-near-screen';

interface ChartCardProps {
  title: string;
  description: string;
  /** Names of the two columns of the numbers behind the chart: what is counted by, and the count. */
  columns: [string, string];
  rows: { label: string; value: number }[];
  children: ReactNode;
}

/**
 * A titled chart for sighted readers, and the same numbers as a table that only screen readers meet:
 * the drawing itself is hidden from assistive technology. The drawing is made once the reader comes within a
 * screen of it, and kept: a chart library draws even a small bar chart in one long task, which a trip page,
 * whose analytics lie far below its top, should not spend while it opens.
 */
export function ChartCard({ title, description, columns, rows, children }: ChartCardProps) {
  const drawing = useRef<HTMLDivElement>(null);
  const drawn = useEverTrue(useNearScreen(drawing));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* inert as well: the chart library makes its drawing focusable, which a hidden element must not be. */}
        <div ref={drawing} aria-hidden="true" inert className="h-64">
          {drawn && children}
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, value }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
