import { describe, expect, it } from 'vitest';
import { draftOf, NEW_LINK_SETTINGS, settingsChange, settingsForNewLink } from './link-settings';

const link = {
  expiresAt: '2020-01-01T10:00:00.000Z',
  hasPassword: true,
  includeLocations: false,
  allowDownload: true,
};

describe('link settings as the forms send them', () => {
  it('send a new link only the expiry and password filled in', () => {
    expect(settingsForNewLink(NEW_LINK_SETTINGS)).toEqual({ includeLocations: false, allowDownload: true });
    const filled = settingsForNewLink({
      ...NEW_LINK_SETTINGS,
      expiresAt: '2030-06-01T18:00',
      password: 'secret',
    });
    expect(filled).toMatchObject({ password: 'secret' });
    expect(new Date(filled.expiresAt ?? '').getTime()).toBe(new Date('2030-06-01T18:00').getTime());
  });

  it('change an expired link without sending its past expiry, keep or remove the password', () => {
    const before = draftOf(link);
    expect(settingsChange({ ...before, allowDownload: false }, before)).toEqual({
      includeLocations: false,
      allowDownload: false,
    });
    expect(settingsChange({ ...before, expiresAt: '' }, before)).toMatchObject({ expiresAt: null });
    expect(settingsChange({ ...before, removePassword: true }, before)).toMatchObject({ password: null });
    expect(settingsChange({ ...before, password: 'new one' }, before)).toMatchObject({ password: 'new one' });
  });

  it('send the live position to a new link only when shown, and to a link only when switched', () => {
    expect(settingsForNewLink({ ...NEW_LINK_SETTINGS, showLivePosition: true })).toMatchObject({
      showLivePosition: true,
    });
    const before = draftOf({ ...link, showLivePosition: false });
    expect(settingsChange({ ...before, showLivePosition: true }, before)).toMatchObject({
      showLivePosition: true,
    });
    const shown = draftOf({ ...link, showLivePosition: true });
    expect(settingsChange({ ...shown, showLivePosition: false }, shown)).toMatchObject({
      showLivePosition: false,
    });
    expect(settingsChange(shown, shown)).not.toHaveProperty('showLivePosition');
  });
});
