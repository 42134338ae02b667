import { Download, Globe, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { PlanGatedButton } from '@/components/ui/plan-gate';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { usePlanFeature } from '@/lib/use-plan-feature';
import { reviewPdfUrl } from './review-api';
import { useReviewLink } from './use-review-link';

/** The owner's ways to pass the year on: the PDF, and a public link to copy or remove. */
export function ReviewShareActions({ year, publicUrl }: { year: number; publicUrl: string | null }) {
  const plan = usePlanFeature('publicLinks');
  const { create, remove } = useReviewLink(year);
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <a href={reviewPdfUrl(year)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Download PDF
        </a>
        {!publicUrl && (
          <PlanGatedButton plan={plan} size="sm" disabled={create.isPending} onClick={() => create.mutate()}>
            <Globe aria-hidden="true" />
            Create public link
          </PlanGatedButton>
        )}
      </div>
      {publicUrl && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3">
          <label htmlFor="review-public-url" className="text-sm font-medium">
            Public link
          </label>
          <input
            id="review-public-url"
            readOnly
            value={publicUrl}
            className="min-w-0 flex-1 rounded-md border bg-muted px-2 py-1.5 text-sm"
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline" size="sm" onClick={() => copy(publicUrl)}>
            <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
          </Button>
          <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" />
            Remove link
          </Button>
        </div>
      )}
    </div>
  );
}
