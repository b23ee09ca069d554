/**
 * The "First example" of a lib's README (the first ```ts block under `## First example`, which must be the second
 * section, right after `## Install`), and the names a piece of TypeScript imports and calls, to hold the example to
 * the fixture it is taken from.
 */
export function firstExample(readme: string, lib: string): string {
  const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  if (sections[0] !== 'Install' || sections[1] !== 'First example') {
    throw new Error(
      `the README of ${lib} must start with "## Install" and "## First example"; its sections: ${sections.slice(0, 3).join(', ')}`,
    );
  }
  const section = readme.slice(readme.indexOf('## First example'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error(`the README of ${lib} has no \`\`\`ts block under "## First example"`);
  return block[1] as string;
}

/** Module → the names imported from it (`type` markers dropped). */
export function importedNames(code: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [, names, module] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const list = (names as string)
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
    imports.set(module as string, [...(imports.get(module as string) ?? []), ...list]);
  }
  return imports;
}

const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'function', 'return', 'typeof', 'await', 'new']);

/** The names called (`name(`, `.name(`, `new Name(`, with or without type arguments), comments left out. */
export function calledNames(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const names = [...withoutComments.matchAll(/([A-Za-z_$][\w$]*)\s*(?:<[^()]*?>)?\s*\(/g)].map((m) => m[1] as string);
  return [...new Set(names.filter((n) => !KEYWORDS.has(n)))];
}
