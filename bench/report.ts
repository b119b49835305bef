/** Collects the bench's figures, prints each against its budget, and says whether every budget held. */
export class Report {
  private failures: string[] = [];

  line(name: string, value: number, unit: string, budget?: { max: number } | { min: number }): void {
    const shown = unit === '×' ? value.toFixed(2) : value.toFixed(1);
    const missed = budget !== undefined && ('max' in budget ? value > budget.max : value < budget.min);
    if (missed) this.failures.push(name);
    const limit = budget && ('max' in budget ? `≤ ${String(budget.max)}` : `≥ ${String(budget.min)}`);
    const budgetText = limit
      ? `  (budget ${limit}${unit === '×' ? '' : ` ${unit}`}${missed ? ', MISSED' : ''})`
      : '';
    console.info(`${name.padEnd(62)} ${shown.padStart(9)} ${unit}${budgetText}`);
  }

  /** Figures without a budget, side by side: a title row, then one row per line. */
  table(title: string, columns: string[], rows: [string, ...number[]][]): void {
    console.info(`${title.padEnd(62)} ${columns.map((c) => c.padStart(9)).join(' ')}`);
    for (const [name, ...values] of rows)
      console.info(`  ${name.padEnd(60)} ${values.map((v) => v.toFixed(1).padStart(9)).join(' ')}`);
  }

  /** Prints the verdict and returns the exit code. */
  finish(): number {
    if (this.failures.length === 0) {
      console.info('bench: every budget holds');
      return 0;
    }
    console.info(`bench: budget missed: ${this.failures.join('; ')}`);
    return 1;
  }
}
