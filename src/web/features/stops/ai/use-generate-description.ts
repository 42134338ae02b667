import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/queries/session';
import { invalidateStops } from '@/lib/queries/stops';
import type { Stop } from '../../../../common/contract/stops';
import { generateDescription } from './description-api';

export function useGenerateDescription(stop: Stop) {
  const queryClient = useQueryClient();
  const isAdmin = useAuth().user?.isAdmin ?? false;
  return useMutation({
    mutationFn: () => generateDescription(stop.id),
    onSuccess: async ({ source }) => {
      toast({
        title: 'AI description ready',
        description: source === 'offline' ? 'No AI service is set up, so it was written offline.' : undefined,
      });
      await invalidateStops(queryClient, stop.tripId);
    },
    // The spec's hint about an API key is for whoever runs the server, not for a traveller.
    onError: (error) =>
      toastError(
        'Error',
        error,
        isAdmin
          ? 'Failed to generate AI description. Make sure you have set up your Anthropic API key.'
          : 'Failed to generate AI description. Please try again.',
      ),
  });
}
