import { ExternalLink, KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import type { CreatedDevice } from '../../../common/contract/devices';
import { APP_NAMES } from './device-apps';

interface SetupValue {
  label: string;
  value: string;
}

/** What to type into the app, in the order its settings ask for it. */
function valuesOf({ token, setup }: CreatedDevice): SetupValue[] {
  return [
    { label: 'Server URL', value: setup.url },
    ...(setup.user === undefined ? [] : [{ label: 'User', value: setup.user }]),
    ...(setup.password === undefined ? [] : [{ label: 'Password', value: setup.password }]),
    ...(setup.identifier === undefined ? [] : [{ label: 'Device identifier', value: setup.identifier }]),
    ...(setup.header
      ? [
          { label: 'Header name', value: setup.header.name },
          { label: 'Header value', value: setup.header.value },
        ]
      : []),
    { label: 'Token', value: token },
  ];
}

/** The setup link as a QR code, for the phone's camera when the device was added on another screen. */
function SetupQrCode({ link, app }: { link: string; app: string }) {
  const source = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(link))}`, [link]);
  return (
    <img
      src={source}
      alt={`QR code of the ${app} setup link: scan it with the phone's camera`}
      className="size-40 justify-self-center rounded bg-white p-1"
    />
  );
}

/**
 * A new device's token, shown this once, and exactly what to type into its app, each with a copy button; where
 * the app sets itself up from a link (Overland), that link to tap on the phone.
 */
export function DeviceSetup({ device }: { device: CreatedDevice }) {
  const { copied, copy } = useCopyToClipboard('Could not copy to the clipboard');
  const app = APP_NAMES[device.app];
  const { link, notes } = device.setup;
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        The token is shown only now. Copy it into {app}; if it is lost, revoke this device and add it again.
      </p>
      {link && (
        <section aria-labelledby="setup-link-heading" className="grid gap-2 rounded-lg border p-3">
          <h3 id="setup-link-heading" className="text-sm font-semibold">
            {`Set up ${app} in one tap`}
          </h3>
          <p className="text-sm text-muted-foreground">
            {`On the phone with ${app} installed, scan this code or open the link: it fills in the server and the token.`}
          </p>
          <SetupQrCode link={link} app={app} />
          <div className="flex items-center gap-2">
            <a
              href={link}
              className="inline-flex min-h-11 min-w-0 flex-1 items-center gap-2 break-all rounded-lg bg-primary px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:min-h-9"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {`Open in ${app}`}
            </a>
            <CopyLinkButton
              label={`Copy the ${app} setup link`}
              copied={copied === 'link'}
              onCopy={() => copy(link, 'link')}
            />
          </div>
          <code className="block rounded bg-muted px-2 py-1.5 font-mono text-xs break-all">{link}</code>
        </section>
      )}
      <section aria-labelledby="setup-values-heading" className="grid gap-2">
        <h3 id="setup-values-heading" className="text-sm font-semibold">
          {link ? 'Or type these in by hand' : `Type these into ${app}`}
        </h3>
        {notes && <p className="text-sm text-muted-foreground">{notes}</p>}
        <dl className="grid gap-2">
          {valuesOf(device).map(({ label, value }) => (
            <div key={label} className="grid gap-1">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="flex items-center gap-2">
                <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 font-mono text-sm break-all">
                  {value}
                </code>
                <CopyLinkButton
                  label={`Copy ${label}`}
                  copied={copied === label}
                  onCopy={() => copy(value, label)}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
