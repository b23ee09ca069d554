/** A filter tree or query the engine cannot evaluate (unknown operator or field, bad value). */
export class FilterError extends Error {
  override readonly name = 'FilterError';
  /** The service error code for this problem. */
  readonly code = 'invalid_request';
  /** What is wrong, e.g. `unknown operator: foo` or `unknown field: Foo`. */
  readonly problem: string;

  constructor(problem: string) {
    super(`Invalid filter: ${problem}`);
    this.problem = problem;
  }
}
