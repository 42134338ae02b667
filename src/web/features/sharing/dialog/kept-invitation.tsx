import { MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** Said after an invitation this server could not e-mail: it was kept, and here is its link to send by hand. */
export function KeptInvitation({ email, link }: { email: string; link: string }) {
  const { copied, copy } = useCopyToClipboard();
  const section = useRef<HTMLElement>(null);
  // On a phone the dialog's foot is below the screen: the owner sees the link without looking for it.
  useEffect(() => section.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <section
      ref={section}
      aria-labelledby="kept-invitation-heading"
      className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-950"
    >
      <h3 id="kept-invitation-heading" className="flex items-center gap-2 font-semibold">
        <MailWarning className="size-4" aria-hidden="true" />
        Invitation kept, not sent
      </h3>
      <p>
        This server sends no e-mail, so {email} has not been told. Send them this link yourself: it opens the
        trip, no account needed.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 basis-56 rounded-lg border bg-card px-3 py-2 text-xs break-all">
          {link}
        </code>
        <CopyLinkButton
          label={`Copy link for ${email}`}
          text="Copy link"
          copied={copied !== null}
          onCopy={() => copy(link)}
        />
      </div>
    </section>
  );
}
