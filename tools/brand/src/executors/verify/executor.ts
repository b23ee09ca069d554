import type { ExecutorContext } from '@nx/devkit';
import { join } from 'node:path';
import { isWarning } from '../../verify/brand';
import { checkBrand } from '../../verify/rules';
import { formatReport, readBrand } from '../../verify/verify-brand';

/**
 * `nx run <app>:verify`: prints the brand's problems (one line when there are none) and fails on any error; warnings
 * are printed (to stderr, as console.warn does) and the brand still passes.
 */
export default async function verifyExecutor(_options: Record<string, never>, context: ExecutorContext): Promise<{ success: boolean }> {
  const projectName = context.projectName;
  const project = projectName ? context.projectsConfigurations?.projects[projectName] : undefined;
  if (!projectName || !project) throw new Error('verify: run it as a target of a brand app, e.g. nx run template1:verify');
  const brand = readBrand(join(context.root, project.root), context.root);
  brand.name = projectName;
  const problems = checkBrand(brand);
  const report = formatReport(brand, problems);
  const failed = problems.some((problem) => !isWarning(problem));
  if (failed) console.error(report);
  else if (problems.length > 0) console.warn(report);
  else console.log(report);
  return { success: !failed };
}
