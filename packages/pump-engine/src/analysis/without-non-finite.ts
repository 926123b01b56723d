import { type Issue, issueWarning } from '../issues.ts';
import type { StructuredOutput } from './structured-output.ts';

/**
 * The last line of defence of the output contract: a field whose arithmetic degenerated (an extreme
 * input pushed a correlation outside its domain) is reported as unknown — null, shown as N/A — with a
 * warning naming it, never as NaN or Infinity.
 */
export function withoutNonFinite(issues: Issue[], output: StructuredOutput): StructuredOutput {
  // Fast path without allocation: almost every output is all finite.
  let allFinite = true;
  for (const name in output) {
    const value = output[name as keyof StructuredOutput];
    allFinite &&= !(typeof value === 'number' && !Number.isFinite(value));
  }
  if (allFinite) {
    return output;
  }
  const broken = Object.entries(output).filter(
    ([, value]) => typeof value === 'number' && !Number.isFinite(value),
  );
  if (broken.length === 0) {
    return output;
  }
  const names = broken.map(([name]) => name);
  issues.push(
    issueWarning(
      'not_computable',
      names,
      `These values could not be computed for this input and are shown as N/A: ${names.join(', ')}. Check the fluid properties and units.`,
    ),
  );
  return { ...output, ...Object.fromEntries(names.map((name) => [name, null])) } as StructuredOutput;
}
