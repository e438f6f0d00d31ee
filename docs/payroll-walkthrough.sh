#!/usr/bin/env bash
# The payroll run of docs/payroll-walkthrough.md, as a script: the demo company's current biweekly
# period through period-options → initialize → edit → create → preview → approve, then an
# off-cycle bonus payroll, then the sandbox processing. Needs curl and node.
# Usage: KEY=pc_... [API=http://127.0.0.1:3000/partner/v1] bash docs/payroll-walkthrough.sh
set -euo pipefail
API=${API:-http://127.0.0.1:3000/partner/v1}
: "${KEY:?set KEY to the API key printed by npm start}"
J=$(mktemp -d)
get() { curl -sS -H "X-API-Key: $KEY" "$API$1"; }
post() { curl -sS -X POST -H "X-API-Key: $KEY" -H 'Content-Type: application/json' -H "Idempotency-Key: $2" --data-binary "@$3" "$API$1"; }
js() { node -e "$1" "$@"; }

echo '1. Period options'
get /payrolls/period-options > "$J/options.json"
GROUP=$(node -e 'const o=require(process.argv[1]); const g=o.regular.find(g=>g.pay_frequency==="biweekly"); console.log(g.pay_schedule_group_id)' "$J/options.json")
node -e 'const o=require(process.argv[1]); for (const g of o.regular) { console.log(`   ${g.name}`); for (const p of g.periods) console.log(`     ${p.start_date} – ${p.end_date}  payday ${p.payday}  ${p.status}`) }' "$J/options.json"

echo "2. Initialize the current period of group $GROUP"
echo "{\"type\":\"regular\",\"pay_schedule_group_id\":$GROUP}" > "$J/init-body.json"
post /payrolls/initialize "init-$GROUP-$(date +%s)" "$J/init-body.json" > "$J/init.json"
node -e 'const r=require(process.argv[1]); if(!r.employees) { console.error(r); process.exit(1) } console.log(`   ${r.start_date} – ${r.end_date}, payday ${r.payday}: ${r.employees.length} employees, ${r.contractors.length} contractors, ${r.warnings.length} warnings`)' "$J/init.json"

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
PAYROLL=$(node -e 'const p=require(process.argv[1]); if(!p.payroll_id){console.error(p);process.exit(1)} console.log(p.payroll_id)' "$J/draft.json")
node -e '
  const p=require(process.argv[1]); const t=p.totals; console.log(`   ${p.payroll_id} ${p.status}: gross $${t.employee_gross}, employee taxes $${t.employee_taxes}, net $${t.employee_net}, contractors $${t.contractor_net}, company taxes $${t.company_taxes}, liability $${t.liability}`);
  const e=p.employees[0]; console.log(`   ${e.first_name} ${e.last_name}: gross $${e.gross_pay}, net $${e.net_pay}`);
  for (const x of e.taxes) console.log(`     ${x.payer.padEnd(8)} ${x.code.padEnd(20)} ${x.jurisdiction.padEnd(4)} $${x.amount}  — ${x.reason}`);
  const c=(xs)=>xs.reduce((s,x)=>s+Math.round(x*100),0);
  const ok=c(p.employees.map(e=>e.gross_pay))===Math.round(t.employee_gross*100) && c(p.employees.map(e=>e.net_pay))===Math.round(t.employee_net*100);
  console.log(`   totals equal the sums of the lines: ${ok}`); if(!ok) process.exit(1);' "$J/draft.json"

echo '5. Preview again, and the register as CSV'
get "/payrolls/$PAYROLL/preview" > /dev/null
curl -sS -H "X-API-Key: $KEY" -H 'Accept: text/csv' "$API/payrolls/$PAYROLL/preview" | head -4 | sed 's/^/   /'

echo '6. Approve'
echo '{}' > "$J/empty.json"
post "/payrolls/$PAYROLL/approve" "approve-$PAYROLL" "$J/empty.json" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const p=JSON.parse(s);console.log(`   ${p.payroll_id} is ${p.status}, approved at ${p.approved_at}`)})'

echo '7. An off-cycle bonus payroll for the first employee'
EMP=$(node -e 'console.log(require(process.argv[1]).employees[0].employee_id)' "$J/draft.json")
TODAY=$(node -e 'console.log(new Intl.DateTimeFormat("en-CA",{timeZone:"America/Los_Angeles"}).format(new Date()))')
PAYDAY=$(node -e 'const d=new Date(process.argv[1]+"T00:00:00Z"); d.setUTCDate(d.getUTCDate()+3); console.log(d.toISOString().slice(0,10))' "$TODAY")
echo "{\"type\":\"off_cycle\",\"start_date\":\"$TODAY\",\"end_date\":\"$TODAY\",\"payday\":\"$PAYDAY\",\"employee_ids\":[$EMP]}" > "$J/oc-init.json"
post /payrolls/initialize "oc-init-$(date +%s)" "$J/oc-init.json" > "$J/oc.json"
node -e 'const fs=require("fs"); const d=require(process.argv[1]).actions.create_draft; d.employees[0].payrollData.earnings=[{type:"bonus",amount:1000,description:"Year-end bonus"}]; fs.writeFileSync(process.argv[2], JSON.stringify(d))' "$J/oc.json" "$J/oc-body.json"
post /payrolls "oc-draft-$(date +%s)" "$J/oc-body.json" > "$J/oc-draft.json"
node -e 'const p=require(process.argv[1]); const e=p.employees[0]; const f=e.taxes.find(x=>x.code==="federal_income_tax"); console.log(`   bonus $1,000.00: federal $${f.amount} (${f.reason}); net $${e.net_pay}`)' "$J/oc-draft.json"
OC=$(node -e 'console.log(require(process.argv[1]).payroll_id)' "$J/oc-draft.json")
post "/payrolls/$OC/approve" "approve-$OC" "$J/empty.json" > /dev/null

echo '8. Sandbox processing of the regular payroll: pending → processing → paid'
post "/payrolls/$PAYROLL/simulate/advance" "adv1-$PAYROLL" "$J/empty.json" | sed 's/^/   /'; echo
post "/payrolls/$PAYROLL/simulate/advance" "adv2-$PAYROLL" "$J/empty.json" | sed 's/^/   /'; echo
rm -rf "$J"
