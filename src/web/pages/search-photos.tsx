import { SearchAllPhotos } from '@/features/photos/search/search-all-photos';

export default function SearchPhotosPage() {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Search Photos</h1>
        <p className="mt-1 text-muted-foreground">
          Every photo of your trips and of the trips shared with you.
        </p>
      </div>
      <SearchAllPhotos />
    </div>
  );
}
