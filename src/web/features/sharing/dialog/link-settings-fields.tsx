import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { LinkSettingsDraft } from '../link-settings';

interface LinkSettingsFieldsProps {
  value: LinkSettingsDraft;
  onChange: (value: LinkSettingsDraft) => void;
  /** The link has a password already: an empty field keeps it, and it can be removed. */
  hasPassword?: boolean;
}

interface SettingProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A setting's name and, under it, what it does: the hint describes the control named by `id`. */
function SettingLabel({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <div className="grid gap-0.5">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function Check({ label, hint, checked, onChange }: SettingProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <SettingLabel id={id} label={label} hint={hint} />
    </div>
  );
}

/** An on/off setting as a switch beside its label and hint. */
function Toggle({ label, hint, checked, onChange }: SettingProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border px-3 py-2.5">
      <SettingLabel id={id} label={label} hint={hint} />
      <Switch id={id} checked={checked} aria-describedby={`${id}-hint`} onCheckedChange={onChange} />
    </div>
  );
}

/** A link's expiry, password, what its photos let through and whether it shows where the traveller is. */
export function LinkSettingsFields({ value, onChange, hasPassword = false }: LinkSettingsFieldsProps) {
  const expiryId = useId();
  const passwordId = useId();
  const set = (change: Partial<LinkSettingsDraft>) => onChange({ ...value, ...change });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={expiryId}>Link expires</Label>
          <Input
            id={expiryId}
            type="datetime-local"
            value={value.expiresAt}
            aria-describedby={`${expiryId}-hint`}
            onChange={(event) => set({ expiresAt: event.target.value })}
          />
          <p id={`${expiryId}-hint`} className="text-xs text-muted-foreground">
            Leave empty for a link that does not expire.
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={passwordId}>{hasPassword ? 'New password' : 'Password'}</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={value.password}
            disabled={value.removePassword}
            aria-describedby={`${passwordId}-hint`}
            onChange={(event) => set({ password: event.target.value })}
          />
          <p id={`${passwordId}-hint`} className="text-xs text-muted-foreground">
            {hasPassword ? 'Leave empty to keep the current password.' : 'Optional, at least 6 characters.'}
          </p>
        </div>
      </div>
      {hasPassword && (
        <Check
          label="Remove the password"
          hint="Anyone holding the link can open it again."
          checked={value.removePassword}
          onChange={(removePassword) => set({ removePassword, password: '' })}
        />
      )}
      <Check
        label="Include photo locations"
        hint="Full-size photos keep their GPS position, camera and time taken, even inside your privacy zones."
        checked={value.includeLocations}
        onChange={(includeLocations) => set({ includeLocations })}
      />
      <Check
        label="Allow downloading full-size photos"
        hint="Otherwise visitors see the thumbnails only."
        checked={value.allowDownload}
        onChange={(allowDownload) => set({ allowDownload })}
      />
      <Toggle
        label="Show my live position"
        hint="Where your phone last placed you on this trip, never inside a privacy zone."
        checked={value.showLivePosition}
        onChange={(showLivePosition) => set({ showLivePosition })}
      />
    </div>
  );
}
