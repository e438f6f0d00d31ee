/**
 * The company holiday calendar (GET|PUT /time-off-holidays): the US federal holidays by default
 * (5 U.S.C. §6103, observed dates — a Saturday holiday on the Friday before, a Sunday one on the
 * Monday after — from the maintained `@18f/us-federal-holidays` package), or the list the company
 * set for that year. Holiday hours are paid to the people enrolled in a `holiday` policy.
 */
import type { Kysely } from 'kysely';
import federalHolidays from '@18f/us-federal-holidays';
import type { DB } from '../../platform/db/schema.js';
import type { AuthContext } from '../../platform/auth/auth.plugin.js';
import type { Clock } from '../../shared/time.js';
import { actorOf, recordAudit } from '../audit/audit.repository.js';
import { Checker } from '../setup/validation.js';
import * as repo from './time-off.repository.js';

/** The observed US federal holidays of `year` (date, name), in date order. */
export function federalHolidaysOf(year: number): Array<{ date: string; name: string }> {
  return federalHolidays
    .allForYear(year, { shiftSaturdayHolidays: true, shiftSundayHolidays: true })
    .map((h) => ({
      date: h.dateString.replace(
        /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
        (_m, y: string, mo: string, d: string) => `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`,
      ),
      name: h.name,
    }))
    .filter((h) => h.date.startsWith(`${year}-`));
}

/** The holidays of the company in `[from, to]` (company-local dates), across years. */
export async function holidaysBetween(
  db: Kysely<DB>,
  companyId: number,
  from: string,
  to: string,
): Promise<Array<{ date: string; name: string }>> {
  const out: Array<{ date: string; name: string }> = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const list = (await repo.companyHolidays(db, companyId, y)) ?? federalHolidaysOf(y);
    out.push(...list.filter((h) => h.date >= from && h.date <= to));
  }
  return out;
}

/** Holiday calendar use cases. */
export class HolidaysService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** The calendar of a year: the company's list, else the federal holidays. */
  async get(companyId: number, year: number) {
    const own = await repo.companyHolidays(this.db, companyId, year);
    return own
      ? { year, source: 'company' as const, holidays: own }
      : { year, source: 'federal' as const, holidays: federalHolidaysOf(year) };
  }

  /** Replaces the company's calendar of a year (audited). @throws 400 naming a date outside the year or twice. */
  async put(auth: AuthContext, year: number, list: Array<{ date: string; name: string }>) {
    const c = new Checker();
    const seen = new Set<string>();
    list.forEach((h, i) => {
      if (!c.date(`holidays[${i}].date`, h.date)) return;
      if (!h.date.startsWith(`${year}-`)) c.add(`holidays[${i}].date`, `${h.date} is not in ${year}`);
      else if (seen.has(h.date)) c.add(`holidays[${i}].date`, `${h.date} is listed twice`);
      seen.add(h.date);
    });
    c.throwIfAny();
    const at = this.clock.now();
    const before = await this.get(auth.companyId, year);
    await this.db.transaction().execute(async (trx) => {
      await repo.replaceHolidays(trx, auth.companyId, year, list);
      await recordAudit(trx, auth.companyId, {
        resourceType: 'time_off_holidays',
        resourceId: year,
        action: 'update',
        actor: actorOf(auth),
        source: 'api',
        before,
        after: { year, holidays: list },
        at,
      });
    });
    return this.get(auth.companyId, year);
  }
}
