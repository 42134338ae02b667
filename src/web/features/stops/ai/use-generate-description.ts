import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { invalidateStops } from '@/lib/queries/stops';
import type { Stop } from '../../../../common/contract/stops';
import { generateDescription } from './description-api';

export function useGenerateDescription(stop: Stop) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateDescription(stop.id),
    onSuccess: async ({ source }) => {
      toast({
        title: 'AI description ready',
        description: source === 'offline' ? 'No AI service is set up, so it was written offline.' : undefined,
      });
      await invalidateStops(queryClient, stop.tripId);
    },
    onError: (error) =>
      toastError(
        'Error',
        error,
        'Failed to generate AI description. Make sure you have set up your Anthropic API key.',
      ),
  });
}
