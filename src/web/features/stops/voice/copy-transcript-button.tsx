import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

export function CopyTranscriptButton({ transcript }: { transcript: string }) {
  const { copied, copy } = useCopyToClipboard('Unable to copy transcript to clipboard.');
  const shown = copied !== null;

  return (
    <Button variant="outline" size="sm" className="h-8" onClick={() => copy(transcript)}>
      {shown ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {shown ? 'Copied' : 'Copy transcript'}
    </Button>
  );
}
