import { Check, Copy } from 'lucide-react';
import { Button } from './button';
import { Tooltip } from './tooltip';

interface CopyLinkButtonProps {
  label: string;
  copied: boolean;
  onCopy: () => void;
  /** Shown beside the icon; without it the button is icon-only until it confirms. */
  text?: string;
}

/** A copy button that says "Copied!" for a moment after copying. */
export function CopyLinkButton({ label, copied, onCopy, text }: CopyLinkButtonProps) {
  const button = (
    <Button
      variant="outline"
      size={text ? 'sm' : 'icon'}
      className={text ? undefined : 'size-11 w-auto min-w-11 px-2 sm:size-9 sm:min-w-9'}
      aria-label={label}
      onClick={onCopy}
    >
      {copied ? <Check className="text-emerald-600" aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied!' : text}</span>
    </Button>
  );
  return text ? button : <Tooltip label={label}>{button}</Tooltip>;
}
