/** An amount as a person reads it: 10,000 and 2.5, never 10000 or 2.5000000001. */
export function amountText(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
