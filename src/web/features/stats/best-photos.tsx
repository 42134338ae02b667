import type { YearReview } from '../../../common/contract/stats';

/** The year's best photos, with their caption or place and trip. */
export function BestPhotos({ photos }: { photos: YearReview['photos'] }) {
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">No photos this year.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Best photos">
      {photos.map((photo) => {
        const title = photo.caption || photo.place || photo.tripTitle;
        return (
          <li key={photo.id} className="overflow-hidden rounded-xl border bg-card">
            <img src={photo.url} alt={title} loading="lazy" className="aspect-4/3 w-full object-cover" />
            <p className="truncate px-3 py-2 text-sm">
              <span className="font-medium">{title}</span>
              {title !== photo.tripTitle && (
                <span className="text-muted-foreground">{` · ${photo.tripTitle}`}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
