/** Tax setup bodies and shape (GET|PUT /employees/:employee_id/tax-setup). Dollars in JSON. */
import { Type, type TSchema } from 'typebox';
import { DateTime, Nullable } from '../../platform/http/schemas.js';

const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
const FILING = ['single', 'married_jointly', 'married_separately', 'head_of_household'];

const federalProps = {
  w4_version: Type.String({ enum: ['2020', 'pre2020'] }),
  filing_status: Type.String({ enum: FILING }),
  multiple_jobs: Type.Boolean({ description: 'Step 2 checkbox (2020+ form)' }),
  dependents_amount: Type.Number({ description: 'Step 3, annual dollars' }),
  other_income: Type.Number({ description: 'Step 4(a), annual dollars' }),
  deductions: Type.Number({ description: 'Step 4(b), annual dollars' }),
  extra_withholding: Type.Number({ description: 'Step 4(c), dollars per pay period' }),
  allowances: Type.Integer({ minimum: 0, maximum: 99, description: 'Pre-2020 form only' }),
  nonresident_alien: Type.Boolean(),
  exempt: Type.Boolean(),
};

const stateProps = {
  state: Type.String({ minLength: 1, maxLength: 10, description: 'Two-letter state code' }),
  filing_status: Type.String({
    minLength: 1,
    maxLength: 40,
    pattern: '^[A-Za-z_]+$',
    description:
      "As on the state form; the accepted values per state are the `certificate.filingStatuses` of its tax table (docs/tax-coverage.md); omitted = the form's default",
  }),
  allowances: Type.Integer({ minimum: 0, maximum: 99 }),
  additional_allowances: Type.Integer({
    minimum: 0,
    maximum: 99,
    description: 'CA estimated-deduction allowances, IL line 2, GA line 5',
  }),
  additional_withholding: Type.Number({ description: 'Dollars per pay period' }),
  exempt: Type.Boolean(),
  nonresidence_certificate: Type.Boolean({
    description:
      "The employee filed the work state's certificate of non-residence under a reciprocity agreement (NJ-165, VA-4 line 3, IT-4NR, MW507 line 8, REV-419, …; tax-tables reciprocity.json): only the resident state is withheld. Default false",
  }),
  extra: Type.Record(
    Type.String(),
    Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Boolean()]),
    {
      description:
        'State-form fields, per state (docs/tax-coverage.md), e.g. NY nyc_allowances, nyc_additional_withholding (dollars); CO annual_allowance (dollars); MA head_of_household, blind; Detroit city_exemptions. Every state also takes the local-tax fields local_work_code and local_resident_code (place codes such as OH-COLUMBUS, comma-separated; they decide the city where a ZIP spans several) and local_withholding_election (opt_in / opt_out, Metro SHS and Multnomah PFA). An unknown field or value is a 400 naming the allowed ones.',
    },
  ),
};

const certificateBody = {
  state: stateProps.state,
  filing_status: Type.Optional(stateProps.filing_status),
  allowances: Type.Optional(stateProps.allowances),
  additional_allowances: Type.Optional(stateProps.additional_allowances),
  additional_withholding: Type.Optional(stateProps.additional_withholding),
  exempt: Type.Optional(stateProps.exempt),
  extra: Type.Optional(stateProps.extra),
};

const ResidentCertificateBody = Type.Object(certificateBody, {
  additionalProperties: false,
  description:
    "The resident (home address) state's certificate when the employee lives in another state than the workplace; validated per state like `state`",
});

const residentCertificate = Type.Object(
  {
    state: stateProps.state,
    filing_status: stateProps.filing_status,
    allowances: stateProps.allowances,
    additional_allowances: stateProps.additional_allowances,
    additional_withholding: stateProps.additional_withholding,
    exempt: stateProps.exempt,
    extra: Type.Optional(stateProps.extra),
  },
  { description: "The resident (home address) state's certificate" },
);

/**
 * PUT body: federal W-4 and the work-state certificate (with its non-residence flag and the
 * resident-state certificate); null or omitted = not on file.
 */
export const TaxSetupBody = Type.Object(
  {
    federal: Opt(
      Nullable(
        Type.Object(
          {
            w4_version: federalProps.w4_version,
            filing_status: federalProps.filing_status,
            multiple_jobs: Type.Optional(federalProps.multiple_jobs),
            dependents_amount: Type.Optional(federalProps.dependents_amount),
            other_income: Type.Optional(federalProps.other_income),
            deductions: Type.Optional(federalProps.deductions),
            extra_withholding: Type.Optional(federalProps.extra_withholding),
            allowances: Type.Optional(federalProps.allowances),
            nonresident_alien: Type.Optional(federalProps.nonresident_alien),
            exempt: Type.Optional(federalProps.exempt),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    state: Opt(
      Nullable(
        Type.Object(
          {
            ...certificateBody,
            nonresidence_certificate: Type.Optional(stateProps.nonresidence_certificate),
            resident_certificate: Type.Optional(ResidentCertificateBody),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    w4_on_file: Opt(Type.Boolean({ description: 'Optional; must equal (federal is not null)' })),
  },
  { additionalProperties: false },
);

/** GET/PUT response. */
export const TaxSetup = Type.Object({
  employee_id: Type.Integer(),
  w4_on_file: Type.Boolean({
    description: 'false: no W-4 on file; federal then reads as single with no adjustments',
  }),
  federal: Type.Object(federalProps),
  state: Nullable(
    Type.Object({
      ...stateProps,
      extra: Type.Optional(stateProps.extra),
      resident_certificate: Type.Optional(residentCertificate),
    }),
  ),
  updated_at: Nullable(DateTime),
});
