import { format } from 'date-fns';
import type { z } from 'zod';
import type { shareSettingsSchema } from '../../../common/schemas/sharing';

/** The link settings form: an expiry as a datetime-local value ('' for none), a new password ('' keeps it). */
export interface LinkSettingsDraft {
  expiresAt: string;
  password: string;
  removePassword: boolean;
  includeLocations: boolean;
  allowDownload: boolean;
  showLivePosition: boolean;
}

export const NEW_LINK_SETTINGS: LinkSettingsDraft = {
  expiresAt: '',
  password: '',
  removePassword: false,
  includeLocations: false,
  allowDownload: true,
  showLivePosition: false,
};

/** A link's settings as the server gives them. */
export interface LinkSettings {
  expiresAt: string | null;
  hasPassword: boolean;
  includeLocations: boolean;
  allowDownload: boolean;
  /** Off when left out. */
  showLivePosition?: boolean;
}

export const draftOf = (link: LinkSettings): LinkSettingsDraft => ({
  expiresAt: link.expiresAt ? format(new Date(link.expiresAt), "yyyy-MM-dd'T'HH:mm") : '',
  password: '',
  removePassword: false,
  includeLocations: link.includeLocations,
  allowDownload: link.allowDownload,
  showLivePosition: link.showLivePosition ?? false,
});

const expiryOf = (draft: LinkSettingsDraft) =>
  draft.expiresAt ? new Date(draft.expiresAt).toISOString() : null;

/** What a new share is sent with: only the expiry and password that were filled in, the live position if shown. */
export function settingsForNewLink(draft: LinkSettingsDraft) {
  const expiresAt = expiryOf(draft);
  return {
    ...(expiresAt && { expiresAt }),
    ...(draft.password && { password: draft.password }),
    includeLocations: draft.includeLocations,
    allowDownload: draft.allowDownload,
    ...(draft.showLivePosition && { showLivePosition: true }),
  };
}

/**
 * What a change sends: the expiry only when it was changed (an empty one removes it, and an expired link can be
 * changed otherwise), the password when one was typed or removed, and the live position when it was switched.
 */
export function settingsChange(
  draft: LinkSettingsDraft,
  before: LinkSettingsDraft,
): z.input<typeof shareSettingsSchema> {
  return {
    ...(draft.expiresAt !== before.expiresAt && { expiresAt: expiryOf(draft) }),
    ...(draft.password ? { password: draft.password } : draft.removePassword ? { password: null } : {}),
    includeLocations: draft.includeLocations,
    allowDownload: draft.allowDownload,
    ...(draft.showLivePosition !== before.showLivePosition && { showLivePosition: draft.showLivePosition }),
  };
}
