import { describe, expect, it } from 'vitest';
import { prefersMinimal } from '../../src/platform/http/prefer.js';

describe('Prefer: return=minimal (RFC 7240)', () => {
  it('reads return=minimal in any case, quoted, with parameters, among other preferences', () => {
    expect(prefersMinimal({ prefer: 'return=minimal' })).toBe(true);
    expect(prefersMinimal({ prefer: 'Return=Minimal' })).toBe(true);
    expect(prefersMinimal({ prefer: 'return="minimal"' })).toBe(true);
    expect(prefersMinimal({ prefer: 'respond-async, return=minimal; foo=bar' })).toBe(true);
    expect(prefersMinimal({ prefer: ['wait=10', 'return=minimal'] as unknown as string })).toBe(true);
  });

  it('is false without the header, for other preferences and for malformed values', () => {
    expect(prefersMinimal({})).toBe(false);
    expect(prefersMinimal({ prefer: 'return=representation' })).toBe(false);
    expect(prefersMinimal({ prefer: 'respond-async' })).toBe(false);
    expect(prefersMinimal({ prefer: 'return' })).toBe(false);
    expect(prefersMinimal({ prefer: 'returns=minimal' })).toBe(false);
    expect(prefersMinimal({ prefer: '' })).toBe(false);
  });

  it('lets the last return preference win', () => {
    expect(prefersMinimal({ prefer: 'return=minimal, return=representation' })).toBe(false);
    expect(prefersMinimal({ prefer: 'return=representation, return=minimal' })).toBe(true);
  });
});
