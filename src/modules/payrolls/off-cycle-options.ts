/**
 * Off-cycle options of a payroll, with Check's names (docs/payroll-walkthrough.md): whether every
 * earning is taxed as supplemental wages (Pub 15 §7), and whether benefit elections and post-tax
 * deductions are taken. An off-cycle payroll sent without them gets all false (a bonus run).
 */

/** Off-cycle options as stored (`payrolls.off_cycle_options`) and in the API. */
export interface OffCycleOptionsJson {
  force_supplemental_withholding: boolean;
  apply_benefits: boolean;
  apply_post_tax_deductions: boolean;
}

/** The defaults of an off-cycle payroll sent without options: all false (Check's defaults). */
export const OFF_CYCLE_DEFAULTS: OffCycleOptionsJson = {
  force_supplemental_withholding: false,
  apply_benefits: false,
  apply_post_tax_deductions: false,
};
