/** Workplace rows → API shape (docs/api-conventions.md §2.8), shared by the read routes and the setup writes. */

/** The workplace columns every read and write returns. */
export const WORKPLACE_COLUMNS = [
  'id',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'country',
  'active',
  'psd_code',
] as const;

/** Row → Workplace. */
export function toWorkplace(r: {
  id: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  active: boolean;
  psd_code: string | null;
}) {
  return {
    workplace_id: r.id,
    line1: r.line1,
    line2: r.line2,
    city: r.city,
    state: r.state,
    postal_code: r.postal_code,
    country: r.country,
    active: r.active,
    psd_code: r.psd_code,
  };
}
