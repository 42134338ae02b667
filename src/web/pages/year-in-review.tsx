import { useParams } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useYearReview } from '@/features/stats/queries/year-review';
import { ReviewShareActions } from '@/features/stats/review-share-actions';
import { StatsPreview } from '@/features/stats/stats-preview';
import { YearReviewView } from '@/features/stats/year-review-view';
import { errorMessage } from '@/lib/api';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import { usePlanFeature } from '@/lib/use-plan-feature';
import NotFoundPage from './not-found';

export default function YearInReviewPage() {
  const year = Number(useParams<{ year: string }>().year);
  const valid = Number.isInteger(year) && year >= 1900 && year <= 9999;
  const plan = usePlanFeature('analytics');
  const unit = useDistanceUnit();
  const review = useYearReview(year, valid && plan.allowed);
  if (!valid) return <NotFoundPage />;
  if (!plan.allowed) {
    return (
      <div className="grid gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{`${year} in review`}</h1>
        <StatsPreview planName={plan.planName} label={plan.label} subject={`your ${year} in review`} />
      </div>
    );
  }
  if (review.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" />
        <span className="sr-only">Loading the year in review…</span>
      </div>
    );
  }
  if (review.isError)
    return <p role="alert">{`The year in review could not be loaded: ${errorMessage(review.error)}`}</p>;
  return (
    <YearReviewView
      review={review.data}
      unit={unit}
      own
      actions={<ReviewShareActions year={year} publicUrl={review.data.publicUrl} />}
    />
  );
}
