import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import { errorCode } from '@/lib/api';
import { immichLinkQueryOptions } from '@/lib/queries/immich';
import type { LinkImmichInput } from '../../../common/schemas/immich';
import { linkImmich, unlinkImmich } from './profile-api';

/** Which field an answer of the Immich server is about: shown there rather than in a toast. */
export type ImmichField = 'url' | 'apiKey';

const FIELD_OF: Partial<Record<string, ImmichField>> = {
  immich_key_refused: 'apiKey',
  immich_unreachable: 'url',
  immich_not_immich: 'url',
};

export function useLinkImmich(onFieldError: (field: ImmichField, message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkImmichInput) => linkImmich(input),
    onSuccess: (link) => {
      queryClient.setQueryData(immichLinkQueryOptions().queryKey, link);
      toast({ title: 'Immich linked', description: `Photos can now come in from ${link.url}.` });
    },
    onError: (error) => {
      const field = FIELD_OF[errorCode(error) ?? ''];
      if (field) onFieldError(field, error.message);
      else toastError('Immich not linked', error);
    },
  });
}

export function useUnlinkImmich() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkImmich,
    onSuccess: () => {
      queryClient.setQueryData(immichLinkQueryOptions().queryKey, null);
      toast({ title: 'Immich unlinked', description: 'Roadbook no longer keeps your API key.' });
    },
    onError: (error) => toastError('Immich not unlinked', error),
  });
}
