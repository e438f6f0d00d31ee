/**
 * Social Security numbers: checked for the shape the SSA issues (area 001–899 except 666, group
 * 01–99, serial 0001–9999; SSA, "Social Security Number Randomization", 2011) and sealed at rest.
 * A contractor's TIN may instead be an EIN ({@link sealEin}), in the same sealed columns.
 * Error messages never repeat the number.
 */
import type { Sealer } from '../../platform/crypto/sealing.js';
import type { Checker } from './validation.js';

/** Whether nine digits form an SSN the SSA can issue. */
export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    area[0] !== '9' &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

/** Columns for an SSN from a PATCH body (`null` clears); adds a field error (without the value) when invalid. */
export function sealSsn(
  c: Checker,
  sealer: Sealer,
  ssn: string | null,
): { ssn_sealed: string | null; ssn_last4: string | null; tin_type: 'ssn' | null } | Record<string, never> {
  if (ssn === null) return { ssn_sealed: null, ssn_last4: null, tin_type: null };
  const digits = ssn.replace(/-/g, '');
  if (!isIssuableSsn(digits)) {
    c.add(
      'ssn',
      'is not a Social Security number the SSA issues (area 001–899 but not 666, group 01–99, serial 0001–9999)',
    );
    return {};
  }
  return { ssn_sealed: sealer.seal(digits), ssn_last4: digits.slice(5), tin_type: 'ssn' };
}

/**
 * Columns for a contractor's EIN from a PATCH body (`ein`; `null` clears the TIN): nine digits
 * (`12-3456789`), sealed like an SSN in the same columns with `tin_type` 'ein' (Form 1099-NEC
 * recipient's TIN). Adds a field error (without the value) when not nine digits.
 */
export function sealEin(
  c: Checker,
  sealer: Sealer,
  ein: string | null,
): { ssn_sealed: string | null; ssn_last4: string | null; tin_type: 'ein' | null } | Record<string, never> {
  if (ein === null) return { ssn_sealed: null, ssn_last4: null, tin_type: null };
  const digits = ein.replace(/-/g, '');
  if (!/^\d{9}$/.test(digits)) {
    c.add('ein', 'is not an employer identification number (nine digits, 12-3456789)');
    return {};
  }
  return { ssn_sealed: sealer.seal(digits), ssn_last4: digits.slice(5), tin_type: 'ein' };
}
