import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { yearReviewQueryOptions } from './queries/year-review';
import { createReviewLink, removeReviewLink } from './review-api';

/** Makes or removes the public link of a year in review, and keeps the review's `publicUrl` in step. */
export function useReviewLink(year: number) {
  const queryClient = useQueryClient();
  const key = yearReviewQueryOptions(year).queryKey;
  const setUrl = (publicUrl: string | null) =>
    queryClient.setQueryData(key, (review) => (review ? { ...review, publicUrl } : review));
  const create = useMutation({
    mutationFn: () => createReviewLink(year),
    onSuccess: ({ publicUrl }) => {
      setUrl(publicUrl);
      toast({
        title: 'Public link created',
        description: 'Anyone with the link can see this year in review.',
      });
    },
    onError: (error) => toastError('Public link not created', error),
  });
  const remove = useMutation({
    mutationFn: () => removeReviewLink(year),
    onSuccess: () => {
      setUrl(null);
      toast({ title: 'Public link removed' });
    },
    onError: (error) => toastError('Public link not removed', error),
  });
  return { create, remove };
}
