/**
 * Demo company generator: a deterministic, realistic company (people, pay, customers, projects and
 * about nine weeks of time-clock history) for demos, manual testing and benchmarks.
 *
 * Pure: no database, no clock, no randomness other than a seeded PRNG (mulberry32). The same
 * options always give deep-equal output. Every date is relative to `asOf` (a company-local
 * 'YYYY-MM-DD'); "now" is `asOf` at 14:30 company time (America/Los_Angeles).
 *
 * References between generated objects are array indexes ("local keys"): `employee.department` is
 * an index into `departments`, a time record's `employee` an index into `employees`, and so on.
 * `seed.ts` maps them to database ids.
 *
 * Conventions: money in integer cents (`salaryCents`, `amountCents`), hourly rates and multipliers
 * as decimal strings ("28.5000", "1.5"), calendar dates as company-local 'YYYY-MM-DD', instants as
 * UTC ISO strings with milliseconds ('2026-11-21T22:30:00.000Z').
 *
 * Time records follow the time clock's rules: per person they never overlap, a break record sits
 * between two work records (starting a break closes the work record; ending it opens a new one), at
 * most one record is active (end null) per person, nothing starts or ends after "now", and
 * `expiresAt` is the next daily cutoff (04:00 company time) after the record's start. Local times
 * between 02:00 and 03:00 are never used, so DST gaps cannot reorder instants.
 */
import { Temporal } from 'temporal-polyfill';

// ---------------------------------------------------------------------------------------------
// Public shapes
// ---------------------------------------------------------------------------------------------

/** Options of {@link generateDemoCompany}. */
export interface DemoOptions {
  /** Company-local date 'YYYY-MM-DD' the history runs up to. */
  asOf: string;
  /**
   * Company-local minute of the day (0–1439) of "now" on `asOf`; default 14:30 (870). Nothing is
   * generated after it, and the people on the clock "now" started a few hours before it. The server
   * passes the real clock (see {@link demoNow}), so a demo seeded at any hour has no future punches.
   */
  nowMinute?: number;
  /** PRNG seed (any integer); default {@link DEFAULT_DEMO_SEED}. */
  seed?: number;
}

/** A postal address (docs/api-conventions.md §2.1 shape). */
export interface DemoAddress {
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The company row. `startDate` is a company-local date. */
export interface DemoCompanyInfo {
  name: string;
  email: string;
  phone: string;
  /** IANA time zone: America/Los_Angeles. */
  timezone: string;
  startDate: string;
  defaultPayPeriod: 'biweekly';
  address: DemoAddress;
  plan: 'premium';
  workweekStart: 'sunday';
  /** Local 'HH:MM' of the automatic clock-out. */
  dailyCutoff: '04:00';
  requireCustomer: boolean;
  requireProject: boolean;
  /** Employer SUI rate per state, decimal strings ("0.034" = 3.4 %). */
  suiRates: Record<string, string>;
}

/** A workplace; `id` is final (`wrk_` + 20 url-safe characters). `latitude`/`longitude` in degrees. */
export interface DemoWorkplace {
  id: string;
  /** Short label used as the clock-in location ("San Francisco HQ"). */
  label: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: 'US';
  latitude: number;
  longitude: number;
}

/** A department. */
export interface DemoDepartment {
  name: string;
}

/** A pay schedule group; `anchorStartDate` is a local period start (biweekly only). */
export interface DemoPayScheduleGroup {
  name: string;
  payFrequency: 'biweekly' | 'semimonthly';
  anchorStartDate: string | null;
  paydayOffsetDays: number;
}

/** payment_unit values (docs/api-conventions.md §2.3). */
export type DemoPaymentUnit =
  'hour' | 'salary' | 'hourly_salary' | 'yearly' | 'weekly' | 'biweekly' | 'monthly';
/** salary_type values (docs/api-conventions.md §2.3). */
export type DemoSalaryType = 'yearly' | 'quarterly' | 'monthly' | 'semimonthly' | 'weekly' | 'biweekly';

/**
 * One earning record, effective from the local date `startDate`. `paymentAmount` and
 * `ptoPaymentAmount` are dollars per hour as 4-decimal strings; `salaryCents` is the amount per
 * `salaryType` period in cents; `overtimeAmount` is the multiplier ("1.5"); `defaultHours` weekly hours.
 */
export interface DemoEarning {
  startDate: string;
  paymentUnit: DemoPaymentUnit;
  salaryType: DemoSalaryType | null;
  paymentAmount: string | null;
  salaryCents: number | null;
  overtimeAmount: string | null;
  defaultHours: string | null;
  ptoPaymentAmount: string | null;
}

/** Federal W-4 and state certificate as stored in employee_tax_setups (dollar amounts are numbers of dollars). */
export interface DemoTaxSetup {
  federal: Record<string, unknown>;
  state: Record<string, unknown>;
}

/** A benefit election; amounts in cents per period, percents as decimal strings ("5" = 5 %). */
export interface DemoBenefit {
  code: '401k' | 'section125_medical';
  description: string;
  employeeAmountCents: number | null;
  employeePercent: string | null;
  companyAmountCents: number | null;
  companyPercent: string | null;
  annualLimitCents: number | null;
  startDate: string;
}

/** A post-tax deduction; `amountCents` per period. */
export interface DemoDeduction {
  code: 'child_support';
  description: string;
  amountCents: number;
  startDate: string;
}

/** Shape of the daily routine used to generate a person's time records (null: does not clock). */
export type DemoPattern =
  'day' | 'early' | 'long' | 'sixday' | 'heavy' | 'retail' | 'night' | 'office' | 'parttime' | 'contractor';

/**
 * One person (employee, admin or contractor). `department`, `payScheduleGroup` and `workplace` are
 * indexes into the company's arrays. Dates are company-local. `dailyTimeLimit`/`weeklyTimeLimit`
 * are hours as decimal strings; `paidLunchTime` minutes. `earnings` is ordered by start date.
 */
export interface DemoEmployee {
  firstName: string;
  lastName: string;
  middleName: string | null;
  email: string;
  nickname: string | null;
  dob: string;
  isActive: boolean;
  status: 'active' | 'dismissed';
  onboardingStatus: 'completed' | 'needs_attention';
  startDate: string;
  dismissedOn: string | null;
  employmentType: 'admin' | 'employee' | 'contractor';
  timetrackOnly: boolean;
  contractorType: 'individual' | 'business' | null;
  mobilePhone: string;
  homePhone: string | null;
  department: number | null;
  payScheduleGroup: number | null;
  workplace: number;
  address: DemoAddress;
  recoveryEmail: string | null;
  workPhoneExt: string | null;
  dailyTimeLimit: string | null;
  weeklyTimeLimit: string | null;
  paidLunchTime: number | null;
  lunchInOvertime: boolean | null;
  paymentMethod: 'direct_deposit' | 'manual';
  earnings: DemoEarning[];
  taxSetup: DemoTaxSetup | null;
  benefits: DemoBenefit[];
  deductions: DemoDeduction[];
  /** The routine behind the generated time records; null when the person does not clock. */
  pattern: DemoPattern | null;
}

/** A customer (job); optional geofence: latitude/longitude in degrees, radius in meters. */
export interface DemoCustomer {
  name: string;
  isDisabled: boolean;
  latitude: number | null;
  longitude: number | null;
  radiusMeters: number | null;
}

/** A project; `customer` is an index into `customers` or null. Optional geofence as for customers. */
export interface DemoProject {
  name: string;
  customer: number | null;
  isDisabled: boolean;
  latitude: number | null;
  longitude: number | null;
  radiusMeters: number | null;
}

/** How a punch happened. */
export type DemoClockSource = 'mobile' | 'web' | 'kiosk' | 'partner_api';

/**
 * One time record. `employee`, `customer`, `project` are indexes. `start`, `end`, `expiresAt` are
 * UTC ISO instants with milliseconds; `end` is null for an active record. Coordinates are "lat,lng".
 */
export interface DemoTimeRecord {
  employee: number;
  type: 'work' | 'break';
  start: string;
  end: string | null;
  missedClockout: boolean;
  clockinSource: DemoClockSource;
  clockoutSource: DemoClockSource | 'auto' | null;
  startLocation: string;
  endLocation: string | null;
  note: string | null;
  endNote: string | null;
  customer: number | null;
  project: number | null;
  startCoordinates: string | null;
  endCoordinates: string | null;
  expiresAt: string;
}

/** An inclusive range of company-local dates. */
export interface DemoPeriod {
  startDate: string;
  endDate: string;
}

/** Everything {@link generateDemoCompany} produces. */
export interface DemoCompany {
  /** The options' as-of date (company-local). */
  asOf: string;
  /** "now" of the generated history: `asOf` 14:30 company time, as a UTC ISO instant. */
  now: string;
  seed: number;
  company: DemoCompanyInfo;
  workplaces: DemoWorkplace[];
  departments: DemoDepartment[];
  payScheduleGroups: DemoPayScheduleGroup[];
  employees: DemoEmployee[];
  customers: DemoCustomer[];
  projects: DemoProject[];
  /** Ordered by start instant, then employee. */
  timeRecords: DemoTimeRecord[];
  /** The pay periods containing `asOf`: biweekly (hourly group) and semimonthly (salaried group). */
  currentPeriods: { biweekly: DemoPeriod; semimonthly: DemoPeriod };
  /** First local date of generated time records (records start on or after it). */
  historyStart: string;
}

/** The default PRNG seed. */
export const DEFAULT_DEMO_SEED = 20261121;

/** The demo company's IANA time zone. */
export const DEMO_TIMEZONE = 'America/Los_Angeles';

/** Default local minute of "now" on the as-of date: 14:30. */
const NOW_MINUTE = 14 * 60 + 30;
/** Local minute of the daily cutoff: 04:00. */
const CUTOFF_MINUTE = 4 * 60;
/** Days of history before as-of (9 weeks including as-of). */
const HISTORY_DAYS = 62;
/** Biweekly anchor (a Sunday): periods are Sun–Sat two-week blocks. */
const BIWEEKLY_ANCHOR = '2026-01-04';

/**
 * The demo's "now" for a real instant: the company-local date and minute of the day, to pass as
 * `asOf` and `nowMinute` (default time zone: the demo's).
 */
export function demoNow(now: Date, timeZone: string = DEMO_TIMEZONE): { asOf: string; nowMinute: number } {
  const z = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  return { asOf: z.toPlainDate().toString(), nowMinute: z.hour * 60 + z.minute };
}

/** The company-local calendar date of an instant (default time zone: the demo's), 'YYYY-MM-DD'. */
export function demoToday(now: Date, timeZone: string = DEMO_TIMEZONE): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

// ---------------------------------------------------------------------------------------------
// PRNG and small helpers
// ---------------------------------------------------------------------------------------------

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** Uniform in [0, 1). mulberry32. */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return at(xs, Math.floor(this.next() * xs.length));
  }
}

function shuffle<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = at(out, i);
    out[i] = at(out, j);
    out[j] = t;
  }
  return out;
}

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new RangeError(`index ${i} out of range (length ${xs.length})`);
  return x;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function epochDay(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  if (back !== date) throw new RangeError(`not a calendar date: ${JSON.stringify(date)}`);
  return ms / 86_400_000;
}

function dateOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

function addDays(date: string, n: number): string {
  return dateOf(epochDay(date) + n);
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(date: string): number {
  return (((epochDay(date) + 4) % 7) + 7) % 7;
}

/** Same month/day `n` years later (Feb 29 → Feb 28). */
function addYears(date: string, n: number): string {
  const y = Number(date.slice(0, 4)) + n;
  const m = Number(date.slice(5, 7));
  const d = Math.min(Number(date.slice(8, 10)), daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${date.slice(5, 8)}${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function fmtRate(dollars: number): string {
  return dollars.toFixed(4);
}

function fmtCoord(x: number): string {
  return x.toFixed(6);
}

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Converts company-local date + minute of day (may exceed 1440: following days) to UTC epoch ms. */
class LocalClock {
  private readonly cache = new Map<string, number>();
  constructor(private readonly timeZone: string) {}
  toEpochMs(date: string, minute: number): number {
    const extra = Math.floor(minute / 1440);
    const d = extra === 0 ? date : addDays(date, extra);
    const m = minute - extra * 1440;
    const key = `${d}|${m}`;
    let v = this.cache.get(key);
    if (v === undefined) {
      v = Temporal.ZonedDateTime.from({
        timeZone: this.timeZone,
        year: Number(d.slice(0, 4)),
        month: Number(d.slice(5, 7)),
        day: Number(d.slice(8, 10)),
        hour: Math.floor(m / 60),
        minute: m % 60,
      }).epochMilliseconds;
      this.cache.set(key, v);
    }
    return v;
  }
}

// ---------------------------------------------------------------------------------------------
// Static reference data
// ---------------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Priya',
  'Carlos',
  'Emily',
  'Kevin',
  'Sofia',
  'Marcus',
  'Hannah',
  'Luis',
  'Grace',
  'Andre',
  'Mei',
  'Tyler',
  'Fatima',
  'Jorge',
  'Olivia',
  'Darnell',
  'Yuki',
  'Ethan',
  'Camila',
  'Samuel',
  'Nadia',
  'Brandon',
  'Lucia',
  'Omar',
  'Rachel',
  'Minh',
  'Jasmine',
  'Victor',
  'Chloe',
  'Rafael',
  'Leah',
  'Hector',
  'Amara',
  'Patrick',
  'Elena',
  'Jamal',
  'Sarah',
  'Diego',
  'Naomi',
  'Trevor',
  'Ana',
  'Kwame',
  'Isabel',
  'Wei',
  'Rosa',
  'Connor',
  'Keisha',
  'Mateo',
  'Lauren',
  'Raj',
  'Tiffany',
  'Gabriel',
  'Monica',
  'Derek',
  'Ximena',
  'Noah',
];
const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Johnson',
  'Patel',
  'Martinez',
  'Kim',
  'Williams',
  'Chen',
  'Rodriguez',
  'Okafor',
  'Brown',
  'Hernandez',
  'Lee',
  'Davis',
  'Lopez',
  'Wong',
  'Thompson',
  'Gonzalez',
  'Tanaka',
  'Jackson',
  'Ramirez',
  'Singh',
  'Miller',
  'Flores',
  'Park',
  "O'Brien",
  'Rivera',
  'Washington',
  'Cohen',
  'Torres',
  'Ali',
  'Murphy',
  'Reyes',
  'Sato',
  'Bennett',
  'Morales',
  'Huang',
  'Carter',
  'Castillo',
  'Mensah',
  'Sullivan',
  'Ortiz',
  'Foster',
  'Diaz',
  'Kowalski',
  'Mendoza',
  'Russo',
  'Shah',
  'Brooks',
  'Vargas',
  'Ibrahim',
  'Novak',
  'Jimenez',
  'Hughes',
  'Castro',
];
const MIDDLE_INITIALS = ['A.', 'J.', 'M.', 'L.', 'R.', 'E.', 'K.', 'T.'];

interface City {
  city: string;
  state: 'CA' | 'NY' | 'TX';
  zips: string[];
  streets: string[];
  areaCodes: string[];
}
const CITIES: Record<string, City> = {
  sf: {
    city: 'San Francisco',
    state: 'CA',
    zips: ['94110', '94112', '94117', '94122', '94107'],
    streets: ['Valencia St', 'Irving St', 'Haight St', 'Mission St', 'Noriega St', 'Cortland Ave'],
    areaCodes: ['415', '628'],
  },
  oakland: {
    city: 'Oakland',
    state: 'CA',
    zips: ['94606', '94610', '94609'],
    streets: ['Grand Ave', 'Telegraph Ave', 'Park Blvd'],
    areaCodes: ['510'],
  },
  daly: {
    city: 'Daly City',
    state: 'CA',
    zips: ['94014', '94015'],
    streets: ['Mission St', 'Southgate Ave', 'Skyline Blvd'],
    areaCodes: ['650'],
  },
  sanmateo: {
    city: 'San Mateo',
    state: 'CA',
    zips: ['94401', '94403'],
    streets: ['El Camino Real', 'Hillsdale Blvd'],
    areaCodes: ['650'],
  },
  berkeley: {
    city: 'Berkeley',
    state: 'CA',
    zips: ['94703', '94705'],
    streets: ['Shattuck Ave', 'College Ave'],
    areaCodes: ['510'],
  },
  nyc: {
    city: 'New York',
    state: 'NY',
    zips: ['10025', '10027', '10031'],
    streets: ['Amsterdam Ave', 'W 112th St', 'Broadway'],
    areaCodes: ['212', '646'],
  },
  brooklyn: {
    city: 'Brooklyn',
    state: 'NY',
    zips: ['11215', '11216', '11238'],
    streets: ['7th Ave', 'Fulton St', 'Prospect Pl'],
    areaCodes: ['718', '347'],
  },
  queens: {
    city: 'Astoria',
    state: 'NY',
    zips: ['11102', '11103'],
    streets: ['31st St', 'Ditmars Blvd'],
    areaCodes: ['718'],
  },
  yonkers: {
    city: 'Yonkers',
    state: 'NY',
    zips: ['10701', '10704'],
    streets: ['Palisade Ave', 'McLean Ave', 'Warburton Ave'],
    areaCodes: ['914'],
  },
  whiteplains: {
    city: 'White Plains',
    state: 'NY',
    zips: ['10601', '10603'],
    streets: ['Mamaroneck Ave', 'N Broadway'],
    areaCodes: ['914'],
  },
  newrochelle: {
    city: 'New Rochelle',
    state: 'NY',
    zips: ['10801', '10805'],
    streets: ['Main St', 'North Ave'],
    areaCodes: ['914'],
  },
  austin: {
    city: 'Austin',
    state: 'TX',
    zips: ['78702', '78704', '78745', '78751'],
    streets: ['E Cesar Chavez St', 'S Lamar Blvd', 'Manchaca Rd', 'Duval St'],
    areaCodes: ['512', '737'],
  },
  roundrock: {
    city: 'Round Rock',
    state: 'TX',
    zips: ['78664', '78681'],
    streets: ['Sam Bass Rd', 'Gattis School Rd'],
    areaCodes: ['512'],
  },
  pflugerville: {
    city: 'Pflugerville',
    state: 'TX',
    zips: ['78660'],
    streets: ['Pecan St', 'Heatherwilde Blvd'],
    areaCodes: ['512'],
  },
  cedarpark: {
    city: 'Cedar Park',
    state: 'TX',
    zips: ['78613'],
    streets: ['Whitestone Blvd', 'Cypress Creek Rd'],
    areaCodes: ['512', '737'],
  },
};
/** Home cities of each site, by weight (repeats). */
const SITE_HOMES: readonly (readonly string[])[] = [
  ['sf', 'sf', 'sf', 'oakland', 'oakland', 'daly', 'sanmateo', 'berkeley'],
  ['nyc', 'brooklyn', 'queens', 'whiteplains', 'newrochelle'],
  ['austin', 'austin', 'austin', 'roundrock', 'pflugerville', 'cedarpark'],
];

const WORKPLACES: readonly Omit<DemoWorkplace, 'id'>[] = [
  {
    label: 'San Francisco HQ',
    line1: '500 Howard St',
    line2: 'Suite 400',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
    latitude: 37.788732,
    longitude: -122.396809,
  },
  {
    label: 'New York office',
    line1: '250 W 34th St',
    line2: 'Floor 12',
    city: 'New York',
    state: 'NY',
    postalCode: '10119',
    country: 'US',
    latitude: 40.750612,
    longitude: -73.993504,
  },
  {
    label: 'Austin depot',
    line1: '2100 E St Elmo Rd',
    line2: 'Building C',
    city: 'Austin',
    state: 'TX',
    postalCode: '78744',
    country: 'US',
    latitude: 30.203925,
    longitude: -97.748162,
  },
];
const SITE_PHONES = ['(415) 555-0100', '(212) 555-0140', '(512) 555-0170'];

const DEPARTMENTS = [
  'Administration',
  'Finance',
  'Sales',
  'Operations',
  'Field Services',
  'Warehouse',
  'Customer Support',
  'Engineering',
] as const;
type Dept = (typeof DEPARTMENTS)[number];

const CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Mission Bay Medical Center',
    isDisabled: false,
    latitude: 37.766536,
    longitude: -122.391044,
    radiusMeters: 200,
  },
  {
    name: 'Embarcadero Office Partners',
    isDisabled: false,
    latitude: 37.794629,
    longitude: -122.399858,
    radiusMeters: 150,
  },
  {
    name: 'Hudson Yards Retail Group',
    isDisabled: false,
    latitude: 40.753944,
    longitude: -74.001998,
    radiusMeters: 250,
  },
  {
    name: 'Brooklyn Navy Yard Studios',
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Capitol Tech Campus',
    isDisabled: false,
    latitude: 30.402118,
    longitude: -97.725299,
    radiusMeters: 300,
  },
  {
    name: 'Lakeway Property Management',
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  { name: 'Sunset Bistro Group', isDisabled: true, latitude: null, longitude: null, radiusMeters: null },
];
const PROJECTS: readonly DemoProject[] = [
  {
    name: 'Janitorial services – Mission Bay',
    customer: 0,
    isDisabled: false,
    latitude: 37.767212,
    longitude: -122.392531,
    radiusMeters: 120,
  },
  {
    name: 'HVAC preventive maintenance',
    customer: 0,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Tower 2 lobby renovation',
    customer: 1,
    isDisabled: false,
    latitude: 37.795108,
    longitude: -122.398512,
    radiusMeters: 100,
  },
  {
    name: 'Phase 1 punch list',
    customer: 1,
    isDisabled: true,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Level 3 store fit-out',
    customer: 2,
    isDisabled: false,
    latitude: 40.753602,
    longitude: -74.001421,
    radiusMeters: 80,
  },
  {
    name: 'Seasonal window displays',
    customer: 2,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Building 77 facilities',
    customer: 3,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Campus grounds & landscaping',
    customer: 4,
    isDisabled: false,
    latitude: 30.403011,
    longitude: -97.726034,
    radiusMeters: 400,
  },
  {
    name: 'Data hall cleaning',
    customer: 4,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'HOA common areas',
    customer: 5,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Warehouse & supplies',
    customer: null,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Safety training',
    customer: null,
    isDisabled: false,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
  {
    name: 'Kitchen deep clean',
    customer: 6,
    isDisabled: true,
    latitude: null,
    longitude: null,
    radiusMeters: null,
  },
];
/** Active projects of each site's customers. */
const SITE_PROJECTS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [4, 5, 6],
  [7, 8, 9],
];
/** Customers worked for without a project (contractors bill some time to the customer only). */
const SITE_CUSTOMERS: readonly (readonly number[])[] = [
  [0, 1],
  [2, 3],
  [4, 5],
];
const WAREHOUSE_PROJECT = 10;
const TRAINING_PROJECT = 11;

const WORK_NOTES = [
  'Covering for a sick call',
  'Started at the loading dock',
  'Key pickup at front desk',
  'Training new hire',
  'Client asked for an early start',
  'Picked up supplies first',
];
const END_NOTES = [
  'All tasks done',
  'Left keys with security',
  'Need more floor cleaner',
  'Walkthrough with client manager',
  'Ticket closed',
  'Finished east wing',
];

// ---------------------------------------------------------------------------------------------
// Roster: who works here (fixed coverage), with random details drawn later
// ---------------------------------------------------------------------------------------------

type PaySpec =
  | { unit: 'hour'; rate: number }
  | { unit: 'salary'; salaryType: DemoSalaryType; annual: number }
  | { unit: 'hourly_salary'; annual: number }
  | { unit: 'yearly' | 'weekly' | 'biweekly' | 'monthly'; annual: number };

type Tag =
  | 'founder'
  | 'dismissed'
  | 'recentHire'
  | 'raiseNow'
  | 'raiseFuture'
  | 'k401pct'
  | 'k401amt'
  | 'medical'
  | 'childSupport'
  | 'paidLunch'
  | 'lunchOt'
  | 'limits'
  | 'manualPay'
  | 'partTime'
  | 'nyc'
  | 'yonkers';

interface Slot {
  role: 'admin' | 'employee' | 'contractor';
  contractorType?: 'individual' | 'business';
  /** 0 San Francisco, 1 New York, 2 Austin. */
  site: 0 | 1 | 2;
  dept: Dept;
  /** null: timetrack_only (no pay). */
  pay: PaySpec | null;
  pattern: DemoPattern | null;
  source: DemoClockSource;
  tags?: Tag[];
  /** Business name for business contractors. */
  business?: string;
  /** Day offset of rotating patterns (retail). */
  offset?: number;
}

const ROSTER: readonly Slot[] = [
  // San Francisco
  {
    role: 'admin',
    site: 0,
    dept: 'Administration',
    pay: { unit: 'salary', salaryType: 'yearly', annual: 185_000 },
    pattern: null,
    source: 'web',
    tags: ['founder', 'k401amt'],
  },
  {
    role: 'admin',
    site: 0,
    dept: 'Administration',
    pay: { unit: 'salary', salaryType: 'semimonthly', annual: 98_000 },
    pattern: 'office',
    source: 'web',
    tags: ['k401pct'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Finance',
    pay: { unit: 'salary', salaryType: 'monthly', annual: 92_000 },
    pattern: 'office',
    source: 'web',
    tags: ['raiseNow', 'medical'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Operations',
    pay: { unit: 'salary', salaryType: 'biweekly', annual: 105_000 },
    pattern: 'office',
    source: 'web',
    tags: ['raiseFuture'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Sales',
    pay: { unit: 'salary', salaryType: 'quarterly', annual: 88_000 },
    pattern: null,
    source: 'web',
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hourly_salary', annual: 64_000 },
    pattern: 'day',
    source: 'mobile',
    tags: ['k401pct'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 26 },
    pattern: 'day',
    source: 'mobile',
    tags: ['raiseNow'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 24 },
    pattern: 'day',
    source: 'mobile',
    tags: ['childSupport'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 31 },
    pattern: 'long',
    source: 'mobile',
    tags: ['limits'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 22 },
    pattern: 'sixday',
    source: 'mobile',
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 23.5 },
    pattern: 'night',
    source: 'mobile',
    tags: ['paidLunch'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Customer Support',
    pay: { unit: 'hour', rate: 21 },
    pattern: 'retail',
    source: 'kiosk',
    offset: 0,
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Warehouse',
    pay: { unit: 'hour', rate: 21.5 },
    pattern: 'early',
    source: 'kiosk',
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Warehouse',
    pay: { unit: 'hour', rate: 21 },
    pattern: 'parttime',
    source: 'kiosk',
    tags: ['partTime', 'manualPay'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Warehouse',
    pay: null,
    pattern: 'parttime',
    source: 'kiosk',
    tags: ['partTime'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 22.5 },
    pattern: 'day',
    source: 'mobile',
    tags: ['dismissed'],
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 21.5 },
    pattern: 'day',
    source: 'mobile',
    tags: ['recentHire'],
  },
  {
    role: 'contractor',
    contractorType: 'individual',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 45 },
    pattern: 'contractor',
    source: 'mobile',
  },
  {
    role: 'contractor',
    contractorType: 'business',
    business: 'Brightwire Electric LLC',
    site: 0,
    dept: 'Operations',
    pay: { unit: 'monthly', annual: 54_000 },
    pattern: 'contractor',
    source: 'partner_api',
  },
  {
    role: 'employee',
    site: 0,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 27 },
    pattern: 'heavy',
    source: 'mobile',
    tags: ['lunchOt'],
  },
  // New York
  {
    role: 'employee',
    site: 1,
    dept: 'Operations',
    pay: { unit: 'salary', salaryType: 'yearly', annual: 112_000 },
    pattern: 'office',
    source: 'web',
    tags: ['nyc', 'raiseNow', 'k401pct'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Customer Support',
    pay: { unit: 'salary', salaryType: 'weekly', annual: 58_000 },
    pattern: 'office',
    source: 'web',
    tags: ['yonkers', 'raiseFuture'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Customer Support',
    pay: { unit: 'weekly', annual: 52_000 },
    pattern: 'office',
    source: 'web',
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hourly_salary', annual: 60_000 },
    pattern: 'day',
    source: 'mobile',
    tags: ['nyc'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 28 },
    pattern: 'day',
    source: 'mobile',
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 25 },
    pattern: 'day',
    source: 'partner_api',
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Customer Support',
    pay: { unit: 'hour', rate: 22 },
    pattern: 'retail',
    source: 'kiosk',
    offset: 1,
    tags: ['raiseNow'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Customer Support',
    pay: { unit: 'hour', rate: 21 },
    pattern: 'retail',
    source: 'kiosk',
    offset: 3,
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 30 },
    pattern: 'sixday',
    source: 'mobile',
    tags: ['paidLunch', 'lunchOt'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 33 },
    pattern: 'heavy',
    source: 'mobile',
    tags: ['limits'],
  },
  {
    role: 'employee',
    site: 1,
    dept: 'Warehouse',
    pay: { unit: 'hour', rate: 24 },
    pattern: 'early',
    source: 'kiosk',
  },
  {
    role: 'contractor',
    contractorType: 'individual',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'weekly', annual: 62_400 },
    pattern: 'contractor',
    source: 'mobile',
  },
  {
    role: 'contractor',
    contractorType: 'business',
    business: 'Empire Staffing Partners Inc.',
    site: 1,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 49 },
    pattern: 'contractor',
    source: 'partner_api',
    tags: ['manualPay'],
  },
  // Austin
  {
    role: 'employee',
    site: 2,
    dept: 'Engineering',
    pay: { unit: 'yearly', annual: 128_000 },
    pattern: 'office',
    source: 'web',
    tags: ['k401pct'],
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Engineering',
    pay: { unit: 'biweekly', annual: 118_000 },
    pattern: null,
    source: 'web',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Sales',
    pay: { unit: 'monthly', annual: 76_000 },
    pattern: null,
    source: 'web',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Operations',
    pay: { unit: 'salary', salaryType: 'semimonthly', annual: 84_000 },
    pattern: 'office',
    source: 'web',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 23 },
    pattern: 'day',
    source: 'mobile',
    tags: ['raiseFuture'],
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 22 },
    pattern: 'day',
    source: 'mobile',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 29 },
    pattern: 'long',
    source: 'mobile',
    tags: ['paidLunch'],
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 22.5 },
    pattern: 'night',
    source: 'mobile',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Customer Support',
    pay: { unit: 'hour', rate: 21 },
    pattern: 'retail',
    source: 'kiosk',
    offset: 2,
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 25.5 },
    pattern: 'sixday',
    source: 'mobile',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Warehouse',
    pay: { unit: 'hour', rate: 21.5 },
    pattern: 'early',
    source: 'kiosk',
  },
  {
    role: 'contractor',
    contractorType: 'individual',
    site: 2,
    dept: 'Engineering',
    pay: { unit: 'hour', rate: 48 },
    pattern: 'contractor',
    source: 'web',
  },
  {
    role: 'employee',
    site: 2,
    dept: 'Field Services',
    pay: { unit: 'hour', rate: 21 },
    pattern: 'parttime',
    source: 'mobile',
    tags: ['partTime'],
  },
];

/** Pay periods per year of each salary type (the demo's history divides salaries by them too). */
export const PERIODS_PER_YEAR: Record<DemoSalaryType, number> = {
  yearly: 1,
  quarterly: 4,
  monthly: 12,
  semimonthly: 24,
  biweekly: 26,
  weekly: 52,
};

const W4_DEFAULT = {
  w4_version: '2020',
  filing_status: 'single',
  multiple_jobs: false,
  dependents_amount: 0,
  other_income: 0,
  deductions: 0,
  extra_withholding: 0,
  allowances: 0,
  nonresident_alien: false,
  exempt: false,
};

// ---------------------------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------------------------

/**
 * Generates the demo company for `options.asOf` (see the module comment for conventions).
 * Deterministic: equal options give deep-equal results.
 * @throws RangeError when `asOf` is not a 'YYYY-MM-DD' calendar date.
 */
export function generateDemoCompany(options: DemoOptions): DemoCompany {
  const asOf = options.asOf;
  epochDay(asOf); // validates
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const rng = new Rng(seed);
  const clock = new LocalClock(DEMO_TIMEZONE);
  const nowMinute = options.nowMinute ?? NOW_MINUTE;
  if (!Number.isInteger(nowMinute) || nowMinute < 0 || nowMinute > 1439) {
    throw new RangeError(`nowMinute must be an integer minute of the day (0–1439), got ${nowMinute}`);
  }
  const nowMs = clock.toEpochMs(asOf, nowMinute);

  // Pay periods containing as-of, and the mid-period raise date inside both.
  const anchorDay = epochDay(BIWEEKLY_ANCHOR);
  const bwStartDay = anchorDay + Math.floor((epochDay(asOf) - anchorDay) / 14) * 14;
  const biweekly: DemoPeriod = { startDate: dateOf(bwStartDay), endDate: dateOf(bwStartDay + 13) };
  const y = Number(asOf.slice(0, 4));
  const mo = Number(asOf.slice(5, 7));
  const ym = asOf.slice(0, 7);
  const semimonthly: DemoPeriod =
    Number(asOf.slice(8, 10)) <= 15
      ? { startDate: `${ym}-01`, endDate: `${ym}-15` }
      : { startDate: `${ym}-16`, endDate: `${ym}-${String(daysInMonth(y, mo)).padStart(2, '0')}` };
  const bothStart = Math.max(bwStartDay, epochDay(semimonthly.startDate));
  const raiseNowDate = dateOf(bothStart + Math.ceil((epochDay(asOf) - bothStart) / 2));

  const companyStart = `${y - 7}-03-01`;
  const company: DemoCompanyInfo = {
    name: 'Northbeam Facility Services, Inc.',
    email: 'payroll@northbeam.example.com',
    phone: '(415) 555-0100',
    timezone: DEMO_TIMEZONE,
    startDate: companyStart,
    defaultPayPeriod: 'biweekly',
    address: {
      address_line_1: '500 Howard St',
      address_line_2: 'Suite 400',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'US',
    },
    plan: 'premium',
    workweekStart: 'sunday',
    dailyCutoff: '04:00',
    requireCustomer: false,
    requireProject: false,
    suiRates: { CA: '0.034', NY: '0.041', TX: '0.027' },
  };

  const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const workplaces: DemoWorkplace[] = WORKPLACES.map((w) => {
    let id = 'wrk_';
    for (let i = 0; i < 20; i++) id += URL_SAFE[rng.int(0, 63)];
    return { id, ...w };
  });
  const departments: DemoDepartment[] = DEPARTMENTS.map((name) => ({ name }));
  const payScheduleGroups: DemoPayScheduleGroup[] = [
    {
      name: 'Hourly staff (biweekly)',
      payFrequency: 'biweekly',
      anchorStartDate: BIWEEKLY_ANCHOR,
      paydayOffsetDays: 5,
    },
    {
      name: 'Salaried staff (semimonthly)',
      payFrequency: 'semimonthly',
      anchorStartDate: null,
      paydayOffsetDays: 5,
    },
  ];
  const HOURLY_GROUP = 0;
  const SALARIED_GROUP = 1;

  // ---- people ----
  const usedEmails = new Set<string>();
  // Shuffled name lists, one entry per person: no two people share a first or a last name.
  const firstNames = shuffle(rng, FIRST_NAMES);
  const lastNames = shuffle(rng, LAST_NAMES);
  if (ROSTER.length > Math.min(firstNames.length, lastNames.length)) {
    throw new Error('demo generator: not enough names');
  }
  const employees: DemoEmployee[] = [];
  const asOfDay = epochDay(asOf);
  let usedFounderDate = false;

  for (const slot of ROSTER) {
    const tags = new Set(slot.tags ?? []);
    const first = at(firstNames, employees.length);
    const last = at(lastNames, employees.length);
    const middleName = rng.chance(0.3) ? rng.pick(MIDDLE_INITIALS) : null;

    // Home address (CA/NY/TX by site; forced NYC / Yonkers residents).
    const homeKey = tags.has('nyc')
      ? 'nyc'
      : tags.has('yonkers')
        ? 'yonkers'
        : rng.pick(at(SITE_HOMES, slot.site));
    const home = CITIES[homeKey];
    if (!home) throw new Error(`unknown city ${homeKey}`);
    const address: DemoAddress = {
      address_line_1: `${rng.int(12, 4890)} ${rng.pick(home.streets)}`,
      address_line_2: rng.chance(0.35) ? `Apt ${rng.int(1, 6)}${rng.pick(['A', 'B', 'C', 'D', 'F'])}` : null,
      city: home.city,
      state: home.state,
      zip: rng.pick(home.zips),
      country: 'US',
    };
    const phone = (): string =>
      `(${rng.pick(home.areaCodes)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
    const mobilePhone = phone();
    const homePhone = rng.chance(0.25) ? phone() : null;

    // Dates.
    let startDay: number;
    if (tags.has('founder')) {
      startDay = epochDay(companyStart);
      usedFounderDate = true;
    } else if (tags.has('recentHire')) startDay = asOfDay - 24;
    else startDay = asOfDay - rng.int(150, 6 * 365);
    const startDate = dateOf(Math.max(startDay, epochDay(companyStart)));
    const age = rng.int(21, 61);
    const dob = dateOf(asOfDay - age * 365 - rng.int(0, 364));
    const dismissed = tags.has('dismissed');
    const dismissedOn = dismissed ? dateOf(asOfDay - 17) : null;

    // Email.
    const base = slot.business
      ? `billing@${slug(slot.business.replace(/\b(LLC|Inc)\b/g, ''))}.example.com`
      : slot.role === 'contractor'
        ? `${slug(first)}.${slug(last)}@mail.example.com`
        : `${slug(first)}.${slug(last)}@northbeam.example.com`;
    let email = base;
    for (let n = 2; usedEmails.has(email); n++) email = base.replace('@', String(n) + '@');
    usedEmails.add(email);

    const isContractor = slot.role === 'contractor';
    const timetrackOnly = slot.pay === null;
    const salaried = slot.pay !== null && slot.pay.unit !== 'hour';
    const group = timetrackOnly || isContractor || !salaried ? HOURLY_GROUP : SALARIED_GROUP;

    const earnings = slot.pay
      ? buildEarnings(rng, slot.pay, startDate, asOf, tags, raiseNowDate, tags.has('partTime'))
      : [];

    let taxSetup: DemoTaxSetup | null = null;
    if (!isContractor && !timetrackOnly && !tags.has('recentHire')) {
      const married = rng.chance(0.35);
      const hoh = !married && rng.chance(0.15);
      const deps = married || hoh ? rng.pick([0, 2000, 4000, 2500]) : 0;
      const state = WORKPLACES[slot.site]?.state ?? 'CA';
      taxSetup = {
        federal: {
          ...W4_DEFAULT,
          filing_status: married ? 'married_jointly' : hoh ? 'head_of_household' : 'single',
          dependents_amount: deps,
          extra_withholding: rng.chance(0.1) ? 25 : 0,
          multiple_jobs: rng.chance(0.1),
        },
        state: {
          state,
          filing_status: married ? 'married' : hoh ? 'head_of_household' : 'single',
          allowances: married ? 2 : 1,
          additional_allowances: 0,
          additional_withholding: 0,
          exempt: false,
        },
      };
    }

    const benefitStart = dateOf(Math.max(epochDay(startDate) + 90, asOfDay - 400));
    const benefits: DemoBenefit[] = [];
    if (tags.has('k401pct')) {
      benefits.push({
        code: '401k',
        description: '401(k) traditional',
        employeeAmountCents: null,
        employeePercent: '5',
        companyAmountCents: null,
        companyPercent: '3',
        annualLimitCents: 2_450_000,
        startDate: benefitStart,
      });
    }
    if (tags.has('k401amt')) {
      benefits.push({
        code: '401k',
        description: '401(k) traditional',
        employeeAmountCents: 50_000,
        employeePercent: null,
        companyAmountCents: 25_000,
        companyPercent: null,
        annualLimitCents: 2_450_000,
        startDate: benefitStart,
      });
    }
    if (tags.has('medical')) {
      benefits.push({
        code: 'section125_medical',
        description: 'Medical plan (pre-tax)',
        employeeAmountCents: 12_000,
        employeePercent: null,
        companyAmountCents: 36_000,
        companyPercent: null,
        annualLimitCents: null,
        startDate: benefitStart,
      });
    }
    const deductions: DemoDeduction[] = tags.has('childSupport')
      ? [
          {
            code: 'child_support',
            description: 'Child support order',
            amountCents: 25_000,
            startDate: dateOf(asOfDay - 120),
          },
        ]
      : [];

    const office = slot.pattern === 'office' || slot.pattern === null;
    employees.push({
      firstName: first,
      lastName: last,
      middleName,
      email,
      nickname: slot.business ?? (rng.chance(0.15) ? first.slice(0, Math.max(3, first.length - 2)) : null),
      dob,
      isActive: !dismissed,
      status: dismissed ? 'dismissed' : 'active',
      onboardingStatus: tags.has('recentHire') ? 'needs_attention' : 'completed',
      startDate,
      dismissedOn,
      employmentType: slot.role,
      timetrackOnly,
      contractorType: slot.contractorType ?? null,
      mobilePhone,
      homePhone,
      department: DEPARTMENTS.indexOf(slot.dept),
      payScheduleGroup: group,
      workplace: slot.site,
      address,
      recoveryEmail: rng.chance(0.3) ? `${slug(first)}${slug(last)}${rng.int(1, 99)}@mail.example.net` : null,
      workPhoneExt: office && !isContractor ? `${at(SITE_PHONES, slot.site)} x${rng.int(200, 299)}` : null,
      dailyTimeLimit: tags.has('limits') ? '13.00' : null,
      weeklyTimeLimit: tags.has('limits') ? '60.00' : tags.has('partTime') ? '29.00' : null,
      paidLunchTime: tags.has('paidLunch') ? 30 : tags.has('lunchOt') ? 20 : null,
      lunchInOvertime: tags.has('lunchOt') ? true : tags.has('paidLunch') ? false : null,
      paymentMethod: tags.has('manualPay') ? 'manual' : 'direct_deposit',
      earnings,
      taxSetup,
      benefits,
      deductions,
      pattern: slot.pattern,
    });
  }
  if (!usedFounderDate) throw new Error('roster has no founder');

  // ---- time records ----
  const historyStart = addDays(asOf, -HISTORY_DAYS);
  const timeRecords = generateTimeRecords(rng, clock, employees, asOf, historyStart, nowMs, nowMinute);

  return {
    asOf,
    now: new Date(nowMs).toISOString(),
    seed,
    company,
    workplaces,
    departments,
    payScheduleGroups,
    employees,
    customers: CUSTOMERS.map((c) => ({ ...c })),
    projects: PROJECTS.map((p) => ({ ...p })),
    timeRecords,
    currentPeriods: { biweekly, semimonthly },
    historyStart,
  };
}

/** Earning history: start (lower pay), anniversary raise(s), current-period raise, future raise. */
function buildEarnings(
  rng: Rng,
  pay: PaySpec,
  startDate: string,
  asOf: string,
  tags: Set<Tag>,
  raiseNowDate: string,
  partTime: boolean,
): DemoEarning[] {
  const asOfDay = epochDay(asOf);
  const jitter = 0.95 + rng.next() * 0.13;
  const make = (date: string, factor: number): DemoEarning => {
    const defaultHours = partTime ? '24' : '40';
    switch (pay.unit) {
      case 'hour': {
        const rate = Math.min(55, Math.max(17, Math.round(pay.rate * jitter * factor * 4) / 4)); // $17–$55
        return {
          startDate: date,
          paymentUnit: 'hour',
          salaryType: null,
          paymentAmount: fmtRate(rate),
          salaryCents: null,
          overtimeAmount: '1.5',
          defaultHours,
          ptoPaymentAmount: fmtRate(rate),
        };
      }
      case 'salary': {
        const annual = Math.round((pay.annual * jitter * factor) / 500) * 500;
        return {
          startDate: date,
          paymentUnit: 'salary',
          salaryType: pay.salaryType,
          paymentAmount: null,
          salaryCents: Math.round((annual * 100) / PERIODS_PER_YEAR[pay.salaryType]),
          overtimeAmount: null,
          defaultHours,
          ptoPaymentAmount: fmtRate(annual / 2080),
        };
      }
      case 'hourly_salary': {
        const annual = Math.round((pay.annual * jitter * factor) / 500) * 500;
        return {
          startDate: date,
          paymentUnit: 'hourly_salary',
          salaryType: 'yearly',
          paymentAmount: fmtRate(annual / 2080),
          salaryCents: annual * 100,
          overtimeAmount: '1.5',
          defaultHours,
          ptoPaymentAmount: fmtRate(annual / 2080),
        };
      }
      case 'yearly':
      case 'weekly':
      case 'biweekly':
      case 'monthly': {
        const annual = Math.round((pay.annual * jitter * factor) / 500) * 500;
        return {
          startDate: date,
          paymentUnit: pay.unit,
          salaryType: pay.unit,
          paymentAmount: null,
          salaryCents: Math.round((annual * 100) / PERIODS_PER_YEAR[pay.unit]),
          overtimeAmount: null,
          defaultHours,
          ptoPaymentAmount: null,
        };
      }
    }
  };
  // Whole years of service completed at least 30 days before as-of.
  let years = 0;
  while (epochDay(addYears(startDate, years + 1)) <= asOfDay - 30) years++;
  const out: DemoEarning[] = [];
  if (years >= 2) {
    out.push(make(startDate, 0.88));
    out.push(make(addYears(startDate, 1), 0.94));
    out.push(make(addYears(startDate, years), 1));
  } else if (years === 1) {
    out.push(make(startDate, 0.94));
    out.push(make(addYears(startDate, 1), 1));
  } else {
    out.push(make(startDate, 1));
  }
  let factor = 1;
  if (tags.has('raiseNow')) {
    factor = 1.06;
    out.push(make(raiseNowDate, factor));
  }
  if (tags.has('raiseFuture')) out.push(make(dateOf(asOfDay + rng.int(10, 40)), factor * 1.04));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Time records
// ---------------------------------------------------------------------------------------------

/** A planned shift in local minutes from the shift date's midnight (may run past 1440). */
interface Shift {
  employee: number;
  date: string;
  start: number;
  end: number;
  /** Breaks inside (start, end), sorted, non-overlapping; lunch is 30–60 min, short breaks < 20. */
  breaks: { start: number; len: number }[];
  missed: boolean;
  /** Job of each work segment (breaks.length + 1 entries). */
  jobs: { customer: number | null; project: number | null }[];
  note: string | null;
  endNote: string | null;
}

/** Builds a shift with a lunch near the middle and optional short breaks. */
function planShift(
  rng: Rng,
  start: number,
  workMinutes: number,
  opts: { lunch: boolean; lunchLen?: [number, number]; shortBreaks: number },
): { start: number; end: number; breaks: { start: number; len: number }[] } {
  const breaks: { start: number; len: number }[] = [];
  let total = workMinutes;
  let lunchStart = -1;
  let lunchLen = 0;
  if (opts.lunch) {
    const [lo, hi] = opts.lunchLen ?? [30, 45];
    lunchLen = rng.int(lo, hi);
    lunchStart = start + Math.round(workMinutes * (0.45 + rng.next() * 0.1));
    breaks.push({ start: lunchStart, len: lunchLen });
    total += lunchLen;
  }
  const shorts = [] as { start: number; len: number }[];
  if (opts.shortBreaks >= 1) {
    const len = rng.int(8, 15);
    const s = opts.lunch
      ? start + Math.round((lunchStart - start) / 2) + rng.int(-10, 10)
      : start + Math.round(workMinutes / 2);
    shorts.push({ start: s, len });
    total += len;
  }
  let end = start + total;
  if (opts.shortBreaks >= 2 && opts.lunch) {
    const len = rng.int(8, 15);
    const lunchEnd = lunchStart + lunchLen;
    // Second short break in the afternoon, pushing the end by its length.
    const s = lunchEnd + Math.round((end - lunchEnd) / 2) + rng.int(-10, 10);
    shorts.push({ start: s, len });
    end += len;
  }
  const all = [...breaks, ...shorts].sort((a, b) => a.start - b.start);
  // Short breaks placed after lunch were planned relative to the pre-lunch timeline: shift none; just
  // make sure every break leaves at least 20 minutes of work around it.
  const ok: { start: number; len: number }[] = [];
  let cursor = start;
  for (const b of all) {
    if (b.start - cursor >= 20 && b.start + b.len <= end - 20) {
      ok.push(b);
      cursor = b.start + b.len;
    }
  }
  return { start, end, breaks: ok };
}

function generateTimeRecords(
  rng: Rng,
  clock: LocalClock,
  employees: readonly DemoEmployee[],
  asOf: string,
  historyStart: string,
  nowMs: number,
  nowMinute: number,
): DemoTimeRecord[] {
  const shifts: Shift[] = [];
  const firstDay = epochDay(historyStart);
  const lastDay = epochDay(asOf);
  const anchorDay = epochDay(BIWEEKLY_ANCHOR);

  const jobFor = (
    e: DemoEmployee,
    segment: number,
    weekProject: number,
    rngLocal: Rng,
  ): { customer: number | null; project: number | null } => {
    const site = e.workplace;
    switch (e.pattern) {
      case 'office':
        return rngLocal.chance(0.15)
          ? { customer: null, project: TRAINING_PROJECT }
          : { customer: null, project: null };
      case 'early':
        return { customer: null, project: WAREHOUSE_PROJECT };
      case 'parttime':
        return rngLocal.chance(0.7)
          ? { customer: null, project: WAREHOUSE_PROJECT }
          : { customer: null, project: null };
      case 'retail':
        return { customer: null, project: null };
      case 'contractor': {
        if (rngLocal.chance(0.3)) return { customer: rngLocal.pick(at(SITE_CUSTOMERS, site)), project: null };
        const p = rngLocal.pick(at(SITE_PROJECTS, site));
        return { customer: at(PROJECTS, p).customer, project: p };
      }
      case 'night': {
        const p = at(at(SITE_PROJECTS, site), 0);
        return { customer: at(PROJECTS, p).customer, project: p };
      }
      case 'day':
      case 'long':
      case 'sixday':
      case 'heavy':
      case null: {
        // Field staff: the week's project, sometimes another after lunch; safety training now and then.
        let p = weekProject;
        if (segment > 0 && rngLocal.chance(0.25)) p = rngLocal.pick(at(SITE_PROJECTS, site));
        if (rngLocal.chance(0.02)) return { customer: null, project: TRAINING_PROJECT };
        return { customer: at(PROJECTS, p).customer, project: p };
      }
    }
  };

  employees.forEach((e, ei) => {
    if (e.pattern === null) return;
    const from = Math.max(firstDay, epochDay(e.startDate));
    const to = e.dismissedOn ? Math.min(lastDay, epochDay(e.dismissedOn)) : lastDay;
    const parity = ei % 2;
    let weekProject = rng.pick(at(SITE_PROJECTS, e.workplace));
    const contractorDays = new Set<number>();
    for (let day = from; day <= to; day++) {
      const date = dateOf(day);
      const dow = weekday(date);
      const week = Math.floor((day - anchorDay) / 7);
      if (dow === 0) {
        weekProject = rng.pick(at(SITE_PROJECTS, e.workplace));
        if (e.pattern === 'contractor') {
          contractorDays.clear();
          const n = rng.int(3, 4);
          while (contractorDays.size < n) contractorDays.add(rng.int(1, 6));
        }
      }
      if (e.pattern === 'contractor' && contractorDays.size === 0) {
        // First partial week of the window.
        const n = rng.int(3, 4);
        while (contractorDays.size < n) contractorDays.add(rng.int(1, 6));
      }
      const sick = rng.chance(0.03);
      let plan: ReturnType<typeof planShift> | null = null;
      const j = (m: number): number => m + rng.int(-8, 12);
      switch (e.pattern) {
        case 'day': {
          if (dow >= 1 && dow <= 5) {
            const ot = rng.chance(0.18) ? rng.int(60, 150) : 0;
            plan = planShift(rng, j(7 * 60), 480 + ot, {
              lunch: true,
              lunchLen: [30, 45],
              shortBreaks: rng.chance(0.6) ? (rng.chance(0.4) ? 2 : 1) : 0,
            });
          }
          break;
        }
        case 'early':
          if (dow >= 1 && dow <= 5) {
            plan = planShift(rng, 5 * 60 + rng.int(0, 12), 480, {
              lunch: true,
              lunchLen: [30, 30],
              shortBreaks: 1,
            });
          }
          break;
        case 'long':
          if (dow >= 1 && dow <= 4) {
            const work = dow === 3 ? 750 + rng.int(0, 30) : 600;
            plan = planShift(rng, j(6 * 60), work, { lunch: true, lunchLen: [30, 40], shortBreaks: 2 });
          }
          break;
        case 'sixday':
          if (dow >= 1 && dow <= 5) plan = planShift(rng, j(7 * 60), 480, { lunch: true, shortBreaks: 1 });
          else if (dow === 6) plan = planShift(rng, j(8 * 60), 300, { lunch: false, shortBreaks: 1 });
          break;
        case 'heavy': {
          const surge = week % 2 === parity;
          if (surge) {
            if (dow === 0 || dow === 6) {
              plan = planShift(rng, j(8 * 60), 360, { lunch: true, lunchLen: [30, 30], shortBreaks: 0 });
            } else if (dow === 4) {
              plan = planShift(rng, j(6 * 60 + 30), 760, { lunch: true, lunchLen: [45, 60], shortBreaks: 2 });
            } else plan = planShift(rng, j(7 * 60), 510, { lunch: true, shortBreaks: 1 });
          } else if (dow >= 1 && dow <= 5) {
            plan = planShift(rng, j(7 * 60), 480, { lunch: true, shortBreaks: 1 });
          }
          break;
        }
        case 'retail': {
          const off = at(ROSTER, ei).offset ?? 0;
          // Five consecutive days starting at a rotating weekday (offset by the person).
          const rel = (dow - (3 + off) + 14) % 7;
          if (rel < 5) {
            plan = planShift(rng, j(9 * 60), 480, {
              lunch: true,
              lunchLen: [30, 60],
              shortBreaks: rng.chance(0.5) ? 1 : 0,
            });
          }
          break;
        }
        case 'night':
          if (dow >= 2 && dow <= 6) {
            plan = planShift(rng, 18 * 60 + rng.int(-5, 10), 420, {
              lunch: true,
              lunchLen: [30, 30],
              shortBreaks: 1,
            });
          }
          break;
        case 'office':
          if (dow >= 1 && dow <= 5) {
            const work = dow === 5 ? rng.int(390, 450) : rng.int(450, 510);
            plan = planShift(rng, 9 * 60 + rng.int(-20, 20), work, {
              lunch: true,
              lunchLen: [45, 60],
              shortBreaks: 0,
            });
          }
          break;
        case 'parttime':
          if (dow === 1 || dow === 3 || dow === 5) {
            plan = planShift(rng, j(9 * 60), rng.int(240, 330), { lunch: false, shortBreaks: 1 });
          }
          break;
        case 'contractor':
          if (contractorDays.has(dow)) {
            const work = rng.int(360, 540);
            plan = planShift(rng, 8 * 60 + rng.int(0, 90), work, {
              lunch: work > 400,
              lunchLen: [30, 45],
              shortBreaks: 0,
            });
          }
          break;
      }
      if (!plan || sick) continue;
      const segments = plan.breaks.length + 1;
      const jobs = Array.from({ length: segments }, (_, s) => jobFor(e, s, weekProject, rng));
      // A worker keeps the same job around a short break; only lunch may switch.
      for (let s = 1; s < segments; s++) {
        const b = at(plan.breaks, s - 1);
        if (b.len < 20) jobs[s] = at(jobs, s - 1);
      }
      shifts.push({
        employee: ei,
        date,
        start: plan.start,
        end: plan.end,
        breaks: plan.breaks,
        missed: false,
        jobs,
        note: rng.chance(0.05) ? rng.pick(WORK_NOTES) : null,
        endNote: rng.chance(0.06) ? rng.pick(END_NOTES) : null,
      });
    }
  });

  // Make sure a few people are on the clock right now, whatever weekday as-of is.
  const spansNow = (s: Shift): boolean =>
    clock.toEpochMs(s.date, s.start) < nowMs && clock.toEpochMs(s.date, s.end) > nowMs;
  // People put on the clock "now" started two to three hours ago: after today's 04:00 cut-off when
  // "now" is late enough, shortly after the cut-off when "now" is early morning, or before
  // midnight when "now" is before the cut-off (their automatic clock-out is still ahead). Between
  // 04:00 and 04:10 nobody can be on the clock (an earlier start has already been cut off).
  const startNow = (r: Rng): { date: string; start: number; night: boolean } | null => {
    if (nowMinute - 180 > CUTOFF_MINUTE) {
      return { date: asOf, start: nowMinute - r.int(120, 180), night: false };
    }
    if (nowMinute > CUTOFF_MINUTE + 10) {
      return {
        date: asOf,
        start: CUTOFF_MINUTE + 1 + r.int(0, nowMinute - CUTOFF_MINUTE - 10),
        night: false,
      };
    }
    if (nowMinute < CUTOFF_MINUTE) {
      return { date: addDays(asOf, -1), start: 1440 + nowMinute - r.int(120, 180), night: true };
    }
    return null;
  };
  let onClock = shifts.filter(spansNow).length;
  if (onClock < 3) {
    employees.forEach((e, ei) => {
      if (onClock >= 3 || e.pattern !== 'day' || !e.isActive || epochDay(e.startDate) > lastDay - 1) return;
      const when = startNow(rng);
      if (!when) return;
      // A single stretch of work at night (no breaks across a possible DST gap); a day shift otherwise.
      const plan = when.night
        ? planShift(rng, when.start, 480, { lunch: false, shortBreaks: 0 })
        : planShift(rng, when.start, 480, { lunch: true, shortBreaks: 1 });
      const from = clock.toEpochMs(when.date, plan.start);
      const to = clock.toEpochMs(when.date, plan.end);
      // Only what happens before "now" is generated: a shift of the person that starts later today
      // leaves no record, one that started earlier must have ended an hour before this one starts.
      const clash = shifts.some(
        (s) =>
          s.employee === ei &&
          clock.toEpochMs(s.date, s.start) < Math.min(to, nowMs) &&
          clock.toEpochMs(s.date, s.end) + 3_600_000 > from,
      );
      if (clash) return;
      const project = at(at(SITE_PROJECTS, e.workplace), 0);
      const job = { customer: at(PROJECTS, project).customer, project };
      shifts.push({
        employee: ei,
        date: when.date,
        ...plan,
        missed: false,
        jobs: plan.breaks.map(() => job).concat([job]),
        note: 'Extra coverage',
        endNote: null,
      });
      onClock++;
    });
  }

  // Missed clock-outs: a few past shifts of day-shift workers.
  const eligible = shifts.filter(
    (s) =>
      s.date !== asOf &&
      ['day', 'retail', 'sixday', 'long', 'early'].includes(at(employees, s.employee).pattern ?? ''),
  );
  for (let k = 0; k < 7 && eligible.length > 0; k++) {
    at(eligible, rng.int(0, eligible.length - 1)).missed = true;
  }

  // Shifts → records.
  shifts.sort((a, b) => a.employee - b.employee || epochDay(a.date) - epochDay(b.date));
  const records: DemoTimeRecord[] = [];
  const cutoffAfter = (date: string, minute: number): number => {
    const m = ((minute % 1440) + 1440) % 1440;
    const d = addDays(date, Math.floor(minute / 1440));
    return clock.toEpochMs(m < CUTOFF_MINUTE ? d : addDays(d, 1), CUTOFF_MINUTE);
  };
  const iso = (ms: number): string => new Date(ms).toISOString();

  for (const s of shifts) {
    const e = at(employees, s.employee);
    const wp = at(WORKPLACES, e.workplace);
    const slot = at(ROSTER, s.employee);
    const source: DemoClockSource = slot.source;
    // Boundaries: start, each break start/end, end; each with a seconds jitter (< 1 min keeps order).
    const instant = (minute: number): number =>
      clock.toEpochMs(s.date, minute) + rng.int(0, 59) * 1000 + rng.int(0, 999);
    type Seg = {
      type: 'work' | 'break';
      start: number;
      end: number;
      startMin: number;
      job: { customer: number | null; project: number | null };
    };
    const segs: Seg[] = [];
    let cursorMin = s.start;
    let cursor = instant(s.start);
    let dropAfterLunch = false;
    s.breaks.forEach((b, bi) => {
      if (dropAfterLunch) return;
      const bs = instant(b.start);
      const be = instant(b.start + b.len);
      segs.push({ type: 'work', start: cursor, end: bs, startMin: cursorMin, job: at(s.jobs, bi) });
      segs.push({
        type: 'break',
        start: bs,
        end: be,
        startMin: b.start,
        job: { customer: null, project: null },
      });
      cursor = be;
      cursorMin = b.start + b.len;
      // A missed clock-out happens after lunch: later short breaks are not recorded.
      if (s.missed && b.len >= 20) dropAfterLunch = true;
    });
    const lastJob = at(s.jobs, segs.filter((x) => x.type === 'break').length);
    if (s.missed) {
      // Forgot to clock out: closed automatically at the next daily cutoff.
      if (segs.length > 0 && !dropAfterLunch) {
        // No lunch: the whole shift becomes one record.
        segs.length = 0;
        cursor = instant(s.start);
        cursorMin = s.start;
      }
      const exp = cutoffAfter(s.date, cursorMin);
      segs.push({ type: 'work', start: cursor, end: exp, startMin: cursorMin, job: lastJob });
    } else {
      segs.push({ type: 'work', start: cursor, end: instant(s.end), startMin: cursorMin, job: lastJob });
    }

    const coordsBase = (job: {
      customer: number | null;
      project: number | null;
    }): { lat: number; lng: number; label: string } => {
      const p = job.project !== null ? at(PROJECTS, job.project) : null;
      const c = job.customer !== null ? at(CUSTOMERS, job.customer) : null;
      if (p && p.latitude !== null && p.longitude !== null) {
        return { lat: p.latitude, lng: p.longitude, label: p.name };
      }
      if (c && c.latitude !== null && c.longitude !== null) {
        return { lat: c.latitude, lng: c.longitude, label: c.name };
      }
      if (c) return { lat: wp.latitude + 0.01, lng: wp.longitude - 0.012, label: c.name };
      return { lat: wp.latitude, lng: wp.longitude, label: wp.label };
    };
    // Browsers send no GPS; phones, kiosks and partner apps do (a few dozen meters of jitter).
    const gps = (base: { lat: number; lng: number }): string | null =>
      source === 'web'
        ? null
        : `${fmtCoord(base.lat + (rng.next() - 0.5) * 0.0012)},${fmtCoord(base.lng + (rng.next() - 0.5) * 0.0012)}`;

    let workJob = at(segs, 0).job;
    for (let i = 0; i < segs.length; i++) {
      const seg = at(segs, i);
      if (seg.start >= nowMs) break;
      if (seg.type === 'work') workJob = seg.job;
      const where = coordsBase(seg.type === 'work' ? seg.job : workJob);
      const label =
        source === 'web' ? `${wp.label} (web)` : source === 'kiosk' ? `${wp.label} kiosk` : where.label;
      const expiresMs = cutoffAfter(s.date, seg.startMin);
      // Still open at "now": active, unless its automatic clock-out time has passed already.
      const open = seg.end > nowMs;
      const expired = open && expiresMs <= nowMs;
      const active = open && !expired;
      const auto = expired || (s.missed && i === segs.length - 1);
      const startCoord = gps(where);
      records.push({
        employee: s.employee,
        type: seg.type,
        start: iso(seg.start),
        end: active ? null : iso(expired ? expiresMs : seg.end),
        missedClockout: auto,
        clockinSource: source,
        clockoutSource: active ? null : auto ? 'auto' : source,
        startLocation: label,
        endLocation: active || auto ? null : label,
        note: i === 0 ? s.note : null,
        endNote: !active && !auto && i === segs.length - 1 ? s.endNote : null,
        customer: seg.type === 'work' ? seg.job.customer : null,
        project: seg.type === 'work' ? seg.job.project : null,
        startCoordinates: startCoord,
        endCoordinates: active || auto || startCoord === null ? null : gps(where),
        expiresAt: iso(expiresMs),
      });
      if (open) break;
    }
  }

  records.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.employee - b.employee));
  assertConsistent(records, nowMs);
  return records;
}

/** Self-check of the time clock invariants; a violation is a generator bug. */
function assertConsistent(records: readonly DemoTimeRecord[], nowMs: number): void {
  const byEmp = new Map<number, DemoTimeRecord[]>();
  for (const r of records) {
    const list = byEmp.get(r.employee) ?? [];
    list.push(r);
    byEmp.set(r.employee, list);
  }
  for (const [emp, list] of byEmp) {
    let prevEnd = -Infinity;
    let active = 0;
    for (const r of list) {
      const s = Date.parse(r.start);
      const e = r.end === null ? nowMs : Date.parse(r.end);
      if (r.end === null) active++;
      if (!(s < e) || s > nowMs || e > nowMs || s < prevEnd) {
        throw new Error(`demo generator: inconsistent time record of employee ${emp} at ${r.start}`);
      }
      if (r.end !== null && Date.parse(r.expiresAt) < e) {
        throw new Error(`demo generator: record of employee ${emp} at ${r.start} ends after expires_at`);
      }
      prevEnd = e;
    }
    if (active > 1) throw new Error(`demo generator: employee ${emp} has ${active} active records`);
  }
}
