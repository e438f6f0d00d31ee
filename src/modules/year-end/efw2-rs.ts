/**
 * The EFW2 file's Code RS state wage record (SSA Publication No. 42-007, Specifications for Filing
 * Forms W-2 Electronically): optional for the SSA — it does not process state data — and read by
 * the states that take their W-2 copies in the SSA's file format. 512 bytes, one per employee and
 * state with state wages (W-2 boxes 15–17, and the first locality of boxes 18–20), written right
 * after the employee's RW record (./efw2.ts). Field positions as a state agency published them
 * for the EFW2/MMREF-1 layout (Montana Department of Revenue, "Specific Information Regarding State
 * Withholding Record Code RS", tax year 2001 edition, revenue.mt.gov; positions 1–286 agree with
 * later secondary listings): **an older edition, not the Publication's tax year 2026 text —
 * `verified: false`** like the RA/RE/RW records. The Code RV (state total) record is not written:
 * its content is defined by each state, not by the Publication.
 *
 * | positions | field | how payclock fills it |
 * |---|---|---|
 * | 1–2 | record identifier | `RS` |
 * | 3–4 | state code | the state's numeric postal (FIPS) code, CA `06` |
 * | 5–9 | taxing entity code | blank (state-defined) |
 * | 10–18 | SSN | nine digits |
 * | 19–33, 34–48, 49–68, 69–72 | first, middle, last name, suffix | upper case; suffix blank |
 * | 73–94, 95–116, 117–138 | location, delivery address, city | upper case |
 * | 139–140, 141–145, 146–149 | state abbreviation, ZIP, ZIP extension | |
 * | 150–154 | blank | |
 * | 155–177, 178–192, 193–194 | foreign state/province, postal code, country | blank |
 * | 195–196 | optional code | blank |
 * | 197–202 | reporting period MMYYYY | `12` + the tax year (an annual W-2 report) |
 * | 203–213, 214–224 | state quarterly UI total wages, taxable wages | zeros (quarterly reporting only) |
 * | 225–226, 227–234, 235–242 | weeks worked, date first employed, date of separation | blank |
 * | 243–247 | blank | |
 * | 248–267 | state employer account number | W-2 box 15 (PUT /companies/tax-ids) |
 * | 268–273 | blank | |
 * | 274–275 | state code | as 3–4 |
 * | 276–286 | state taxable wages | W-2 box 16, cents |
 * | 287–297 | state income tax withheld | W-2 box 17, cents |
 * | 298–307 | other state data | blank |
 * | 308 | tax type code | C city, E school district, F other; blank without a locality |
 * | 309–319 | local taxable wages | W-2 box 18, cents |
 * | 320–330 | local income tax withheld | W-2 box 19, cents |
 * | 331–337 | state control number | blank |
 * | 338–412, 413–487 | supplemental data 1 and 2 | blank (state-defined) |
 * | 488–512 | blank | |
 */
import { alpha, Efw2FieldError, money, type Efw2Address } from './efw2-fields.js';

/** Numeric state codes of the RS record (FIPS state codes, which the Publication's appendix lists). */
export const STATE_NUMERIC: Readonly<Record<string, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
};

/** Cities payclock knows as local jurisdictions (tax type code C). */
const CITIES = new Set(['NYC', 'YONKERS', 'DETROIT', 'PHILADELPHIA', 'DENVER']);

/** The RS tax type code of a local jurisdiction: C city, E school district (`OH-SD-…`), F other. */
export function taxTypeCode(jurisdiction: string): 'C' | 'E' | 'F' {
  if (CITIES.has(jurisdiction)) return 'C';
  return /^[A-Z]{2}-SD-/.test(jurisdiction) ? 'E' : 'F';
}

/** One state of a W-2 for its RS record (cents). */
export interface Efw2State {
  state: string;
  employerStateId: string;
  wages: number;
  incomeTax: number;
  /** The first locality of the state on the W-2 (boxes 18–20), if any. */
  local: { jurisdiction: string; wages: number; tax: number } | null;
}

/** The employee fields the RS record repeats from the RW record. */
export interface Efw2RsPerson {
  ssn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  address: Efw2Address;
}

const blank = (len: number) => ' '.repeat(len);
const zip5 = (z: string) => z.replace(/\D/g, '').slice(0, 5);
const zip4 = (z: string) => z.replace(/\D/g, '').slice(5, 9);

/** The RS record of one employee and state (512 characters). @throws Efw2FieldError for an unknown state */
export function rsRecord(year: number, p: Efw2RsPerson, s: Efw2State): string {
  const code = STATE_NUMERIC[s.state];
  if (!code) throw new Efw2FieldError(`no numeric state code for ${s.state}`);
  const a = p.address;
  const parts = [
    'RS', // 1-2
    code, // 3-4 state code
    blank(5), // 5-9 taxing entity code
    alpha(p.ssn, 9), // 10-18
    alpha(p.firstName, 15), // 19-33
    alpha(p.middleName, 15), // 34-48
    alpha(p.lastName, 20), // 49-68
    blank(4), // 69-72 suffix
    alpha(a.location, 22), // 73-94
    alpha(a.delivery, 22), // 95-116
    alpha(a.city, 22), // 117-138
    alpha(a.state, 2), // 139-140
    alpha(zip5(a.zip), 5), // 141-145
    alpha(zip4(a.zip), 4), // 146-149
    blank(5), // 150-154
    blank(23), // 155-177 foreign state/province
    blank(15), // 178-192 foreign postal code
    blank(2), // 193-194 country code
    blank(2), // 195-196 optional code
    `12${year}`, // 197-202 reporting period MMYYYY
    money(0, 11), // 203-213 state quarterly UI total wages
    money(0, 11), // 214-224 state quarterly UI total taxable wages
    blank(2), // 225-226 number of weeks worked
    blank(8), // 227-234 date first employed
    blank(8), // 235-242 date of separation
    blank(5), // 243-247
    alpha(s.employerStateId.replace(/[^A-Za-z0-9]/g, ''), 20), // 248-267 state employer account number
    blank(6), // 268-273
    code, // 274-275 state code
    money(s.wages, 11), // 276-286 state taxable wages
    money(s.incomeTax, 11), // 287-297 state income tax withheld
    blank(10), // 298-307 other state data
    s.local ? taxTypeCode(s.local.jurisdiction) : ' ', // 308 tax type code
    money(s.local?.wages ?? 0, 11), // 309-319 local taxable wages
    money(s.local?.tax ?? 0, 11), // 320-330 local income tax withheld
    blank(7), // 331-337 state control number
    blank(75), // 338-412 supplemental data 1
    blank(75), // 413-487 supplemental data 2
    blank(25), // 488-512
  ];
  const r = parts.join('');
  if (r.length !== 512) throw new Error(`EFW2 record RS is ${r.length} characters, not 512`);
  return r;
}
