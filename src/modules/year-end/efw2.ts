/**
 * The SSA's electronic W-2 file, EFW2 (SSA Publication No. 42-007, Specifications for Filing Forms
 * W-2 Electronically; record layouts as published for tax years 2021–2023, which state "no record
 * layout changes"; the tax year 2026 edition was not read — see docs/year-end.md): fixed 512-byte
 * records separated by CR LF, in this order: RA (submitter), RE (employer), one RW (employee wage
 * record) per W-2, RT (total), RF (final). RO/RU are not written (none of their fields — allocated
 * tips, Puerto Rico and territories, codes R/T/Z — is ever non-zero here). After each RW record,
 * one RS state wage record per state with state wages (./efw2-rs.ts); RV (state totals, a layout
 * each state defines) is not written. Field rules of the Publication: alphanumeric fields upper case, left-justified
 * and blank-filled; money fields in cents, right-justified and zero-filled, no sign or decimal
 * point; blanks where a field does not apply. Pure: strings and integer cents in, text out.
 */

import { alpha, money, type Efw2Address } from './efw2-fields.js';
import { rsRecord, type Efw2State } from './efw2-rs.js';

export { alpha, money, Efw2FieldError, type Efw2Address } from './efw2-fields.js';
export type { Efw2State } from './efw2-rs.js';

const blank = (len: number) => ' '.repeat(len);

/** The employer (and submitter: the same company). */
export interface Efw2Employer {
  ein: string;
  name: string;
  address: Efw2Address;
  /** BSO User ID of the person attesting the file (RA 12–19). */
  userId: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** One W-2 of the file (cents). */
export interface Efw2Employee {
  ssn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  address: Efw2Address;
  wages: number;
  federalIncomeTax: number;
  socialSecurityWages: number;
  socialSecurityTax: number;
  medicareWages: number;
  medicareTax: number;
  dependentCare: number;
  codeD: number;
  codeE: number;
  codeW: number;
  codeAA: number;
  codeDD: number;
  retirementPlan: boolean;
  /** W-2 boxes 15–20 per state: one RS record each after the RW record (./efw2-rs.ts). */
  states?: readonly Efw2State[];
}

function record(parts: string[]): string {
  const r = parts.join('');
  if (r.length !== 512) throw new Error(`EFW2 record ${r.slice(0, 2)} is ${r.length} characters, not 512`);
  return r;
}

const zip5 = (z: string) => z.replace(/\D/g, '').slice(0, 5);
const zip4 = (z: string) => z.replace(/\D/g, '').slice(5, 9);

/** RA, the submitter record. */
function ra(e: Efw2Employer): string {
  const a = e.address;
  const addr = [
    alpha(a.location, 22),
    alpha(a.delivery, 22),
    alpha(a.city, 22),
    alpha(a.state, 2),
    alpha(zip5(a.zip), 5),
    alpha(zip4(a.zip), 4),
  ];
  return record([
    'RA',
    alpha(e.ein, 9), // 3-11 submitter's EIN
    alpha(e.userId, 8), // 12-19 User ID
    blank(4), // 20-23 software vendor code (blank: in-house program)
    blank(5), // 24-28
    '0', // 29 resub indicator
    blank(6), // 30-35 resub WFID
    '98', // 36-37 software code: in-house program
    alpha(e.name, 57), // 38-94 company name
    ...addr, // 95-171
    blank(5), // 172-176
    blank(23), // 177-199 foreign state/province
    blank(15), // 200-214 foreign postal code
    blank(2), // 215-216 country code
    alpha(e.name, 57), // 217-273 submitter name
    ...addr, // 274-350
    blank(5), // 351-355
    blank(23), // 356-378
    blank(15), // 379-393
    blank(2), // 394-395
    alpha(e.contactName, 27), // 396-422 contact name
    alpha(e.contactPhone.replace(/\D/g, ''), 15), // 423-437 contact phone
    blank(5), // 438-442 extension
    blank(3), // 443-445
    alpha(e.contactEmail, 40), // 446-485 contact e-mail
    blank(3), // 486-488
    blank(10), // 489-498 fax
    blank(1), // 499
    blank(1), // 500 preparer code (blank: the employer prepared it)
    blank(12), // 501-512
  ]);
}

/** RE, the employer record (tax year, EIN, name and address; regular Form 941 employer). */
function re(year: number, e: Efw2Employer): string {
  const a = e.address;
  return record([
    'RE',
    String(year), // 3-6 tax year
    blank(1), // 7 agent indicator code
    alpha(e.ein, 9), // 8-16 employer EIN
    blank(9), // 17-25 agent for EIN
    '0', // 26 terminating business indicator
    blank(4), // 27-30 establishment number
    blank(9), // 31-39 other EIN
    alpha(e.name, 57), // 40-96 employer name
    alpha(a.location, 22), // 97-118
    alpha(a.delivery, 22), // 119-140
    alpha(a.city, 22), // 141-162
    alpha(a.state, 2), // 163-164
    alpha(zip5(a.zip), 5), // 165-169
    alpha(zip4(a.zip), 4), // 170-173
    'N', // 174 kind of employer: none apply
    blank(4), // 175-178
    blank(23), // 179-201
    blank(15), // 202-216
    blank(2), // 217-218
    'R', // 219 employment code: regular (Form 941)
    blank(1), // 220 tax jurisdiction code: W-2
    '0', // 221 third-party sick pay indicator
    alpha(e.contactName, 27), // 222-248
    alpha(e.contactPhone.replace(/\D/g, ''), 15), // 249-263
    blank(5), // 264-268
    blank(10), // 269-278 fax
    alpha(e.contactEmail, 40), // 279-318
    blank(194), // 319-512
  ]);
}

/** RW, the employee wage record. */
function rw(w: Efw2Employee): string {
  const a = w.address;
  return record([
    'RW',
    alpha(w.ssn, 9), // 3-11
    alpha(w.firstName, 15), // 12-26
    alpha(w.middleName, 15), // 27-41
    alpha(w.lastName, 20), // 42-61
    blank(4), // 62-65 suffix
    alpha(a.location, 22), // 66-87
    alpha(a.delivery, 22), // 88-109
    alpha(a.city, 22), // 110-131
    alpha(a.state, 2), // 132-133
    alpha(zip5(a.zip), 5), // 134-138
    alpha(zip4(a.zip), 4), // 139-142
    blank(5), // 143-147
    blank(23), // 148-170
    blank(15), // 171-185
    blank(2), // 186-187
    money(w.wages, 11), // 188-198 wages, tips and other compensation
    money(w.federalIncomeTax, 11), // 199-209
    money(w.socialSecurityWages, 11), // 210-220
    money(w.socialSecurityTax, 11), // 221-231
    money(w.medicareWages, 11), // 232-242
    money(w.medicareTax, 11), // 243-253
    money(0, 11), // 254-264 social security tips
    blank(11), // 265-275
    money(w.dependentCare, 11), // 276-286 dependent care benefits
    money(w.codeD, 11), // 287-297 401(k), code D
    money(w.codeE, 11), // 298-308 403(b), code E
    money(0, 11), // 309-319 code F
    money(0, 11), // 320-330 code G
    money(0, 11), // 331-341 code H
    blank(11), // 342-352
    money(0, 11), // 353-363 nonqualified plan section 457
    money(w.codeW, 11), // 364-374 HSA, code W
    money(0, 11), // 375-385 nonqualified plan not section 457
    money(0, 11), // 386-396 nontaxable combat pay, code Q
    blank(11), // 397-407
    money(0, 11), // 408-418 group-term life over $50,000, code C
    money(0, 11), // 419-429 code V
    money(0, 11), // 430-440 code Y
    money(w.codeAA, 11), // 441-451 Roth 401(k), code AA
    money(0, 11), // 452-462 code BB
    money(w.codeDD, 11), // 463-473 employer-sponsored health coverage, code DD
    money(0, 11), // 474-484 code FF
    blank(1), // 485
    '0', // 486 statutory employee indicator
    blank(1), // 487
    w.retirementPlan ? '1' : '0', // 488 retirement plan indicator
    '0', // 489 third-party sick pay indicator
    blank(23), // 490-512
  ]);
}

/** RT, the totals of the RW records since the RE record. */
function rt(ws: readonly Efw2Employee[]): string {
  const sum = (f: (w: Efw2Employee) => number) => ws.reduce((s, w) => s + f(w), 0);
  return record([
    'RT',
    money(ws.length, 7), // 3-9 number of RW records
    money(
      sum((w) => w.wages),
      15,
    ), // 10-24
    money(
      sum((w) => w.federalIncomeTax),
      15,
    ), // 25-39
    money(
      sum((w) => w.socialSecurityWages),
      15,
    ), // 40-54
    money(
      sum((w) => w.socialSecurityTax),
      15,
    ), // 55-69
    money(
      sum((w) => w.medicareWages),
      15,
    ), // 70-84
    money(
      sum((w) => w.medicareTax),
      15,
    ), // 85-99
    money(0, 15), // 100-114 social security tips
    blank(15), // 115-129
    money(
      sum((w) => w.dependentCare),
      15,
    ), // 130-144
    money(
      sum((w) => w.codeD),
      15,
    ), // 145-159
    money(
      sum((w) => w.codeE),
      15,
    ), // 160-174
    money(0, 15), // 175-189 F
    money(0, 15), // 190-204 G
    money(0, 15), // 205-219 H
    blank(15), // 220-234
    money(0, 15), // 235-249 nonqualified 457
    money(
      sum((w) => w.codeW),
      15,
    ), // 250-264 W
    money(0, 15), // 265-279 nonqualified not 457
    money(0, 15), // 280-294 Q
    money(
      sum((w) => w.codeDD),
      15,
    ), // 295-309 DD
    money(0, 15), // 310-324 C
    money(0, 15), // 325-339 third-party sick pay income tax withheld
    money(0, 15), // 340-354 V
    money(0, 15), // 355-369 Y
    money(
      sum((w) => w.codeAA),
      15,
    ), // 370-384 AA
    money(0, 15), // 385-399 BB
    money(0, 15), // 400-414 FF
    blank(98), // 415-512
  ]);
}

/** RF, the final record. */
function rf(count: number): string {
  return record(['RF', blank(5), money(count, 9), blank(496)]);
}

/** The whole EFW2 file (records joined by CR LF, ending with one). */
export function efw2File(year: number, employer: Efw2Employer, employees: readonly Efw2Employee[]): string {
  const lines = [
    ra(employer),
    re(year, employer),
    ...employees.flatMap((w) => [rw(w), ...(w.states ?? []).map((st) => rsRecord(year, w, st))]),
    rt(employees),
    rf(employees.length),
  ];
  return lines.join('\r\n') + '\r\n';
}
