import { useEffect, useRef, useState } from 'react';
import { TextareaField } from '@/components/ui/textarea';
import { usePlanFeature } from '@/lib/use-plan-feature';
import type { TripDetail } from '../../../../common/contract/trips';
import { NEW_LINK_SETTINGS } from '../link-settings';
import { shareLink } from '../share-links';
import { personName, type ShareSection, type ShareType } from '../types';
import { useShareTrip } from '../use-share-mutations';
import { EmailInvite } from './email-invite';
import { KeptInvitation } from './kept-invitation';
import { LinkSettingsFields } from './link-settings-fields';
import { PeopleSearch } from './people-search';
import { PermissionSelect } from './permission-select';
import { PublicLinkSection } from './public-link-section';
import { ShareList } from './share-list';

/**
 * What the Share dialog holds: the invitations, the people the trip is shared with, and its public link, which is
 * scrolled to and given the focus when the dialog opens at it.
 */
export function SharePanel({ trip, section }: { trip: TripDetail; section: ShareSection }) {
  const linkRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (section !== 'link') return;
    linkRef.current?.scrollIntoView({ block: 'nearest' });
    linkRef.current?.querySelector<HTMLElement>('button:enabled, a[href], input:enabled')?.focus();
  }, [section]);
  return (
    <>
      <ShareForms tripId={trip.id} />
      <div className="grid gap-6 border-t pt-5">
        <ShareList tripId={trip.id} />
        <div ref={linkRef}>
          <PublicLinkSection trip={trip} />
        </div>
      </div>
    </>
  );
}

/** The message goes with whichever invitation is sent next: to a person found, or to an e-mail address. */
function ShareForms({ tripId }: { tripId: number }) {
  const [query, setQuery] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [settings, setSettings] = useState(NEW_LINK_SETTINGS);
  const [shareType, setShareType] = useState<ShareType>('view');
  const [kept, setKept] = useState<{ email: string; link: string } | null>(null);
  const collaboration = usePlanFeature('collaboration');
  const share = useShareTrip(tripId, (made) => {
    setKept(
      made.sharedWithEmail && made.delivery === 'not-sent'
        ? { email: made.sharedWithEmail, link: shareLink(made.inviteToken) }
        : null,
    );
    setQuery('');
    setEmail('');
    setMessage('');
    setSettings(NEW_LINK_SETTINGS);
    setShareType('view');
  });

  return (
    <div className="grid gap-5">
      <PermissionSelect
        id="new-share-permission"
        label="They can"
        value={shareType}
        onChange={setShareType}
        allowed={collaboration}
      />
      <TextareaField
        label="Message"
        rows={2}
        maxLength={1000}
        placeholder="Add a personal note (optional)"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <details className="group rounded-lg border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">
          Link options: expiry, password, photos
        </summary>
        <div className="pt-3 pb-1">
          <LinkSettingsFields value={settings} onChange={setSettings} />
        </div>
      </details>
      <PeopleSearch
        query={query}
        onQueryChange={setQuery}
        disabled={share.isPending}
        onChoose={(person) =>
          share.mutate({
            recipient: { sharedWithId: person.id },
            name: personName(person),
            message,
            settings,
            shareType,
          })
        }
      />
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <EmailInvite
        email={email}
        onEmailChange={setEmail}
        pending={share.isPending}
        onSend={() =>
          share.mutate({
            recipient: { sharedWithEmail: email.trim() },
            name: email.trim(),
            message,
            settings,
            shareType,
          })
        }
      />
      {kept && <KeptInvitation key={kept.link} {...kept} />}
    </div>
  );
}
