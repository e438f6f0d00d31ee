#!/usr/bin/env bash
# The payroll run of docs/payroll-walkthrough.md, as a script: the demo company's last finished
# biweekly period (the latest one that ended before today; the current one is still being worked,
# and approving it would lock its time clock) through period-options → initialize → edit →
# create → preview → approve, then an off-cycle bonus payroll, then the sandbox processing.
# Needs curl and node. Stops at the first non-2xx answer, printing its problem+json (exit 1).
# Usage: export KEY=pc_... API=http://127.0.0.1:3000/partner/v1 (the line npm start prints), then
#        bash docs/payroll-walkthrough.sh
set -euo pipefail
API=${API:-http://127.0.0.1:3000/partner/v1}
: "${KEY:?set KEY to the API key printed by npm start}"
J=$(mktemp -d)
trap 'rm -rf "$J"' EXIT

# call METHOD PATH [IDEMPOTENCY-KEY BODY-FILE] [ACCEPT] → the response body on stdout; on an HTTP
# error (or no answer) prints the problem+json to stderr and exits 1.
call() {
  local method=$1 path=$2 idem=${3:-} body=${4:-} accept=${5:-application/json} status
  local args=(-sS -X "$method" -H "X-API-Key: $KEY" -H "Accept: $accept" -o "$J/body" -w '%{http_code}')
  if [[ -n "$body" ]]; then args+=(-H 'Content-Type: application/json' -H "Idempotency-Key: $idem" --data-binary "@$body"); fi
  status=$(curl "${args[@]}" "$API$path") || { echo "$method $path: no answer from $API" >&2; exit 1; }
  if [[ "$status" != 2?? ]]; then
    echo "$method $path → HTTP $status:" >&2
    cat "$J/body" >&2; echo >&2
    exit 1
  fi
  cat "$J/body"
}
get() { call GET "$1"; }
post() { call POST "$1" "$2" "$3"; }

echo '1. Period options'
get /payrolls/period-options > "$J/options.json"
get /companies > "$J/company.json"
TZ_COMPANY=$(node -p 'require(process.argv[1]).timezone' "$J/company.json")
TODAY=$(node -p 'new Date().toLocaleDateString("en-CA", { timeZone: process.argv[1] })' "$TZ_COMPANY")
node -e 'const o=require(process.argv[1]); for (const g of o.regular) { console.log(`   ${g.name}`); for (const p of g.periods) console.log(`     ${p.start_date} – ${p.end_date}  payday ${p.payday}  ${p.status}`) }' "$J/options.json"
# The biweekly group and its latest period that ended before today (company time).
node -e '
  const [file, today, out] = process.argv.slice(1);
  const g = require(file).regular.find((g) => g.pay_frequency === "biweekly");
  if (!g) { console.error("no biweekly pay schedule group"); process.exit(1); }
  const p = g.periods.filter((p) => p.end_date < today).at(-1);
  if (!p) { console.error(`no period of ${g.name} ended before ${today}`); process.exit(1); }
  if (p.payroll_id) { console.error(`${p.start_date} – ${p.end_date} already has payroll ${p.payroll_id} (${p.status})`); process.exit(1); }
  require("fs").writeFileSync(out, JSON.stringify({ type: "regular", pay_schedule_group_id: g.pay_schedule_group_id, start_date: p.start_date, end_date: p.end_date }));' \
  "$J/options.json" "$TODAY" "$J/init-body.json"
GROUP=$(node -p 'require(process.argv[1]).pay_schedule_group_id' "$J/init-body.json")
PERIOD_END=$(node -p 'require(process.argv[1]).end_date' "$J/init-body.json")

echo "2. Initialize the last finished period of group $GROUP (today is $TODAY)"
post /payrolls/initialize "init-$GROUP-$(date +%s)" "$J/init-body.json" > "$J/init.json"
node -e 'const r=require(process.argv[1]); console.log(`   ${r.start_date} – ${r.end_date}, payday ${r.payday}: ${r.employees.length} employees, ${r.contractors.length} contractors, ${r.warnings.length} warnings`)' "$J/init.json"

echo '3. Edit: a $250.00 bonus for the first employee; the second employee'"'"'s regular hours − 1'
node -e '
  const fs=require("fs"); const r=require(process.argv[1]); const d=r.actions.create_draft;
  const data=(e)=>e.payrollData ?? e.splits[e.splits.length-1].payrollData;
  data(d.employees[0]).earnings.push({ type: "bonus", amount: 250, description: "Spot bonus" });
  const reg=data(d.employees[1]).earnings.find(l=>l.type==="regular" && l.hours>1);
  if (reg) { reg.hours=Math.round((reg.hours-1)*100)/100; delete reg.amount; }
  fs.writeFileSync(process.argv[2], JSON.stringify(d));' "$J/init.json" "$J/draft-body.json"

echo '4. Create the draft (the response is the preview)'
post /payrolls "draft-$(date +%s)" "$J/draft-body.json" > "$J/draft.json"
PAYROLL=$(node -p 'require(process.argv[1]).payroll_id' "$J/draft.json")
node -e '
  const p=require(process.argv[1]); const t=p.totals; console.log(`   ${p.payroll_id} ${p.status}: gross $${t.employee_gross}, employee taxes $${t.employee_taxes}, net $${t.employee_net}, contractors $${t.contractor_net}, company taxes $${t.company_taxes}, liability $${t.liability}`);
  const e=p.employees[0]; console.log(`   ${e.first_name} ${e.last_name}: gross $${e.gross_pay}, net $${e.net_pay}`);
  for (const x of e.taxes) console.log(`     ${x.payer.padEnd(8)} ${x.code.padEnd(20)} ${x.jurisdiction.padEnd(4)} $${x.amount}  — ${x.reason}`);
  const c=(xs)=>xs.reduce((s,x)=>s+Math.round(x*100),0);
  const ok=c(p.employees.map(e=>e.gross_pay))===Math.round(t.employee_gross*100) && c(p.employees.map(e=>e.net_pay))===Math.round(t.employee_net*100);
  console.log(`   totals equal the sums of the lines: ${ok}`); if(!ok) process.exit(1);' "$J/draft.json"

echo '5. Preview again, and the register as CSV'
get "/payrolls/$PAYROLL/preview" > /dev/null
call GET "/payrolls/$PAYROLL/paychecks" '' '' text/csv > "$J/register.csv"
head -4 "$J/register.csv" | sed 's/^/   /'

echo '6. Approve'
echo '{}' > "$J/empty.json"
post "/payrolls/$PAYROLL/approve" "approve-$PAYROLL" "$J/empty.json" > "$J/approved.json"
node -e 'const p=require(process.argv[1]); console.log(`   ${p.payroll_id} is ${p.status}, approved at ${p.approved_at}`)' "$J/approved.json"

echo '7. An off-cycle bonus payroll for the first employee, dated on the last day of the period just paid'
EMP=$(node -p 'require(process.argv[1]).employees[0].employee_id' "$J/draft.json")
PAYDAY=$(node -e 'const d=new Date(process.argv[1]+"T00:00:00Z"); d.setUTCDate(d.getUTCDate()+3); console.log(d.toISOString().slice(0,10))' "$TODAY")
echo "{\"type\":\"off_cycle\",\"start_date\":\"$PERIOD_END\",\"end_date\":\"$PERIOD_END\",\"payday\":\"$PAYDAY\",\"employee_ids\":[$EMP]}" > "$J/oc-init.json"
post /payrolls/initialize "oc-init-$(date +%s)" "$J/oc-init.json" > "$J/oc.json"
node -e 'const fs=require("fs"); const d=require(process.argv[1]).actions.create_draft; d.employees[0].payrollData.earnings=[{type:"bonus",amount:1000,description:"Year-end bonus"}]; fs.writeFileSync(process.argv[2], JSON.stringify(d))' "$J/oc.json" "$J/oc-body.json"
post /payrolls "oc-draft-$(date +%s)" "$J/oc-body.json" > "$J/oc-draft.json"
node -e 'const p=require(process.argv[1]); const e=p.employees[0]; const f=e.taxes.find(x=>x.code==="federal_income_tax"); console.log(`   bonus $1,000.00: federal $${f.amount} (${f.reason}); net $${e.net_pay}`)' "$J/oc-draft.json"
OC=$(node -e 'console.log(require(process.argv[1]).payroll_id)' "$J/oc-draft.json")
post "/payrolls/$OC/approve" "approve-$OC" "$J/empty.json" > /dev/null

echo '8. Sandbox processing of the regular payroll: pending → processing → paid'
for step in 1 2; do
  post "/payrolls/$PAYROLL/simulate/advance" "adv$step-$PAYROLL" "$J/empty.json" > "$J/advanced.json"
  node -e 'const p=require(process.argv[1]); console.log(`   ${p.payroll_id} is ${p.status}`)' "$J/advanced.json"
done

