import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PaginationProps {
  /** What is paged, for the navigation's name: "Users" gives "Users pages". */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ label, page, pageCount, onPageChange }: PaginationProps) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
