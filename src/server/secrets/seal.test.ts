import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, UnsealError } from './seal';

const sealer = createSealer(randomBytes(32));

describe('sealing', () => {
  it('opens what it sealed, each time under a new IV', () => {
    const first = sealer.seal('immich-api-key-123', 'immich:1');
    const second = sealer.seal('immich-api-key-123', 'immich:1');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toContain('immich-api-key-123');
    expect(second).not.toBe(first);
    expect(sealer.unseal(first, 'immich:1')).toBe('immich-api-key-123');
    expect(sealer.unseal(sealer.seal('', 'immich:1'), 'immich:1')).toBe('');
    expect(sealer.unseal(sealer.seal('clé ✈', 'immich:1'), 'immich:1')).toBe('clé ✈');
  });

  it('refuses a value changed in any of its parts', () => {
    const sealed = sealer.seal('immich-api-key-123', 'immich:1');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const changed = [...parts];
      const bytes = Buffer.from(changed[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      changed[index] = bytes.toString('base64url');
      expect(() => sealer.unseal(changed.join('.'), 'immich:1')).toThrow(UnsealError);
    }
    expect(() => sealer.unseal(sealed.replace(/^v1/, 'v2'), 'immich:1')).toThrow(UnsealError);
    expect(() => sealer.unseal(parts.slice(0, 3).join('.'), 'immich:1')).toThrow(UnsealError);
    expect(() => sealer.unseal('immich-api-key-123', 'immich:1')).toThrow(UnsealError);
  });

  it('refuses a value sealed with another key or for another purpose', () => {
    const sealed = sealer.seal('immich-api-key-123', 'immich:1');
    expect(() => createSealer(randomBytes(32)).unseal(sealed, 'immich:1')).toThrow(UnsealError);
    expect(() => sealer.unseal(sealed, 'immich:2')).toThrow(UnsealError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSealer(randomBytes(16))).toThrow('32 bytes');
  });
});
