import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';

const COPIED_RESET_MS = 2000;

/**
 * Copies text; `copied` holds the key of what was copied last, for two seconds. A failure toasts
 * `failure` under the title 'Copy failed'.
 */
export function useCopyToClipboard(failure = 'Failed to copy link to clipboard') {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string, key: string = text): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: 'Copy failed',
        description: failure,
        variant: 'destructive',
      });
      return;
    }
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_RESET_MS);
  }

  return { copied, copy };
}
