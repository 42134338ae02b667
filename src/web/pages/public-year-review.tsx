import { Download } from 'lucide-react';
import { useParams } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePublicYearReview } from '@/features/stats/queries/year-review';
import { YearReviewView } from '@/features/stats/year-review-view';
import { errorCode, errorMessage } from '@/lib/api';
import { useDistanceUnit } from '@/lib/use-distance-unit';

/** A year in review opened through its public link, signed in or not. */
export default function PublicYearReviewPage() {
  const token = useParams<{ token: string }>().token ?? '';
  const review = usePublicYearReview(token);
  const unit = useDistanceUnit();
  if (review.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" />
        <span className="sr-only">Loading the year in review…</span>
      </div>
    );
  }
  if (review.isError) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">Year in review not found</h1>
        <p className="mt-2 text-muted-foreground">
          {errorCode(review.error) === 'not_found'
            ? 'This link was removed, or never existed.'
            : errorMessage(review.error)}
        </p>
      </div>
    );
  }
  return (
    <YearReviewView
      review={review.data}
      unit={unit}
      own={false}
      byline={`The travels of ${review.data.owner.name}`}
      actions={
        <a
          href={review.data.pdfUrl}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
        >
          <Download aria-hidden="true" />
          Download PDF
        </a>
      }
    />
  );
}
