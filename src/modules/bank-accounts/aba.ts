/**
 * ABA routing transit number check: nine digits d1…d9 with
 * 3·(d1 + d4 + d7) + 7·(d2 + d5 + d8) + (d3 + d6 + d9) ≡ 0 (mod 10)
 * (American Bankers Association routing number checksum, as published by the ABA and the Federal
 * Reserve's E-Payments Routing Directory).
 */

/** Whether `routing` is nine digits with a valid ABA checksum. */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
