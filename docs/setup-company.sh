#!/usr/bin/env bash
# Sets up a payroll-ready company from nothing through the partner API (docs/setup-walkthrough.md):
# company settings, a workplace, a pay schedule group, departments, three employees with earnings,
# W-4s and state forms, a 401(k), a customer and a project.
#
# Step 1 of docs/setup-walkthrough.md (a company, its key, a server), then:
#   export DATA_DIR=$(mktemp -d)
#   export KEY=$(npm run --silent cli -- company create --name Demo --plan payroll --timezone America/New_York --json |
#     tail -n 1 | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).api_key')
#   export API=http://127.0.0.1:3999/partner/v1
#   PORT=3999 SEED_DEMO=false LOG_LEVEL=warn npm start &
#   bash docs/setup-company.sh
#
# Needs curl and jq. Stops at the first non-2xx response and prints its problem+json body (exit 1).
set -euo pipefail
: "${KEY:?set KEY to the key printed by payclock company create}"
API=${API:-http://127.0.0.1:3000/partner/v1}

# api METHOD PATH [JSON] → prints the response body; exits on an HTTP error.
api() {
  local method=$1 path=$2 body=${3:-}
  local args=(-sS -X "$method" "$API$path" -H "X-API-Key: $KEY" -w '\n%{http_code}')
  if [[ -n "$body" ]]; then args+=(-H 'Content-Type: application/json' --data "$body"); fi
  local out status
  out=$(curl "${args[@]}") || { echo "$method $path: no answer from $API" >&2; exit 1; }
  status=${out##*$'\n'}
  out=${out%$'\n'*}
  if (( status >= 300 )); then echo "$method $path → $status: $out" >&2; exit 1; fi
  printf '%s\n' "$out"
}

echo '1. Company settings'
api PATCH /companies '{
  "address": {"address_line_1": "250 W 34th St", "address_line_2": "Floor 12", "city": "New York", "state": "NY", "zip": "10119"},
  "phone": "(212) 555-0100", "workweek_start": "sunday", "daily_cutoff": "04:00", "default_pay_period": "biweekly",
  "sui_rates": {"NY": 0.041}
}' | jq -c '{company_id, name, timezone, sui_rates}'

echo '2. Workplace'
WRK=$(api POST /workplaces '{"line1": "250 W 34th St", "line2": "Floor 12", "city": "New York", "state": "NY", "postal_code": "10119"}' | jq -r .workplace_id)
echo "   workplace_id=$WRK"

echo '3. Pay schedule groups'
HOURLY=$(api POST /pay-schedule-groups '{"name": "Hourly staff", "pay_frequency": "biweekly", "anchor_start_date": "2026-01-04", "payday_offset_days": 5}' | jq -r .pay_schedule_group_id)
SALARIED=$(api POST /pay-schedule-groups '{"name": "Salaried staff", "pay_frequency": "semimonthly"}' | jq -r .pay_schedule_group_id)
echo "   hourly=$HOURLY salaried=$SALARIED"

echo '4. Departments'
OPS=$(api POST /departments '{"name": "Operations"}' | jq -r .department_id)
ENG=$(api POST /departments '{"name": "Engineering"}' | jq -r .department_id)

echo '5. Employees (invite with the first earning)'
MARIA=$(api POST /employees "{
  \"first_name\": \"Maria\", \"last_name\": \"Garcia\", \"email\": \"maria.garcia@example.com\", \"employment_type\": \"employee\",
  \"start_date\": \"2026-01-05\", \"dob\": \"1988-07-14\", \"mobile_phone\": \"+1 212 555 0101\",
  \"address\": {\"address_line_1\": \"310 W 112th St\", \"address_line_2\": \"Apt 5C\", \"city\": \"New York\", \"state\": \"NY\", \"zip\": \"10026\"},
  \"department_id\": $OPS, \"pay_schedule_group_id\": $HOURLY, \"workplace_id\": \"$WRK\",
  \"payment_unit\": \"hour\", \"payment_amount\": 28.5, \"overtime_amount\": 1.5, \"default_hours\": 40, \"pto_payment_amount\": 28.5
}" | jq -r .employee_id)
JAMES=$(api POST /employees "{
  \"first_name\": \"James\", \"last_name\": \"Chen\", \"email\": \"james.chen@example.com\", \"employment_type\": \"employee\",
  \"start_date\": \"2025-09-15\", \"address\": {\"address_line_1\": \"88 Prospect Pl\", \"city\": \"Brooklyn\", \"state\": \"NY\", \"zip\": \"11238\"},
  \"department_id\": $ENG, \"pay_schedule_group_id\": $SALARIED, \"workplace_id\": \"$WRK\",
  \"payment_unit\": \"salary\", \"salary_type\": \"yearly\", \"salary\": 98000, \"default_hours\": 40
}" | jq -r .employee_id)
PRIYA=$(api POST /employees "{
  \"first_name\": \"Priya\", \"last_name\": \"Natarajan\", \"email\": \"priya@example.com\", \"employment_type\": \"contractor\",
  \"contractor_type\": \"individual\", \"start_date\": \"2026-02-01\", \"pay_schedule_group_id\": $HOURLY, \"workplace_id\": \"$WRK\",
  \"payment_unit\": \"hour\", \"payment_amount\": 65, \"overtime_amount\": 1.5, \"payment_method\": \"manual\"
}" | jq -r .employee_id)
echo "   maria=$MARIA james=$JAMES priya=$PRIYA"

echo '6. A raise for Maria effective 2026-07-01 (a new earning record; history is kept)'
api POST "/employees/$MARIA/earnings" '{"start_date": "2026-07-01", "payment_unit": "hour", "payment_amount": 30, "overtime_amount": 1.5, "default_hours": 40, "pto_payment_amount": 30}' \
  | jq -c '{employee_earnings_id, start_date, payment_amount}'

echo '7. W-4s and state forms'
api PUT "/employees/$MARIA/tax-setup" '{
  "federal": {"w4_version": "2020", "filing_status": "single", "multiple_jobs": false, "dependents_amount": 0, "other_income": 0, "deductions": 0, "extra_withholding": 0},
  "state": {"state": "NY", "filing_status": "single", "allowances": 1, "extra": {"nyc_allowances": 1}}
}' | jq -c '{employee_id, w4_on_file, filing_status: .federal.filing_status, state: .state.state}'
api PUT "/employees/$JAMES/tax-setup" '{
  "federal": {"w4_version": "2020", "filing_status": "married_jointly", "dependents_amount": 4000, "extra_withholding": 25},
  "state": {"state": "NY", "filing_status": "married", "allowances": 2}
}' | jq -c '{employee_id, w4_on_file, filing_status: .federal.filing_status, state: .state.state}'

echo '8. 401(k) for James: 6% of gross, company match 3%, annual limit $24,500'
api POST "/employees/$JAMES/benefits" '{"code": "401k", "employee_percent": 6, "company_percent": 3, "annual_limit": 24500, "start_date": "2026-01-01"}' \
  | jq -c '{benefit_id, code, employee_percent, company_percent, annual_limit}'

echo '9. A customer and a project for job costing'
CUST=$(api POST /customers '{"name": "Hudson Yards Tower", "latitude": 40.753, "longitude": -74.001, "radius_meters": 250}' | jq -r .customer_id)
api POST /projects "{\"name\": \"Lobby remodel\", \"customer_id\": $CUST}" | jq -c '{project_id, name, customer}'

echo '10. Check: employees, audit trail'
api GET '/employees?is_active=true' | jq -c '.data[] | {employee_id, name: (.first_name + " " + .last_name), employment_type, workplace_id, group: .pay_schedule_group.name, earning: .current_earning.payment_unit}'
api GET '/audit-events?limit=200' | jq -r '"   \(.data | length) audit events, e.g. \(.data[0].resource_type) \(.data[0].action) by \(.data[0].actor)"'
echo 'Done: the company is payroll-ready (workplace, pay schedule groups, employees with earnings, W-4s, a 401(k)).'
