import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One greppable closing line for CI logs, after the list reporter's detail. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    const count = (o: string) => [...this.outcomes.values()].filter((v) => v === o).length;
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(
      `e2e ${result.status}: ${count('expected')} passed, ${count('unexpected')} failed, ` +
        `${count('flaky')} flaky, ${count('skipped')} skipped in ${seconds}s`,
    );
  }
}
