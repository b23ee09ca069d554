#!/usr/bin/env node
// Proves that the layer rules and the mechanical lint rules bite: each forbidden import below must be reported by lint at error,
// and each allowed one must pass. Run by `npm test`.
import { ESLint } from 'eslint';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// The probes are not in any tsconfig: lint them without type information (the typed rules are off here).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

const cases = [
  {
    file: 'libs/ui-templates/src/__probe__.ts',
    code: "import { createUsersClient } from '@brokerfront/identity-api';\nexport const x = createUsersClient;\n",
    rule: '@nx/enforce-module-boundaries',
    why: 'ui must not depend on data-access',
  },
  {
    file: 'libs/ui-templates/src/__probe__.ts',
    code: "import { configureStore } from '@reduxjs/toolkit';\nexport const x = configureStore;\n",
    rule: '@nx/enforce-module-boundaries',
    why: 'ui must not use the store',
  },
  {
    file: 'libs/config/src/__probe__.ts',
    code: "import { createSession } from '@brokerfront/auth';\nexport const x = createSession;\n",
    rule: '@nx/enforce-module-boundaries',
    why: 'util must not depend on data-access',
  },
  {
    file: 'libs/auth/src/__probe__.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
    rule: 'no-restricted-imports',
    why: 'a core entry must not import React',
  },
  {
    file: 'libs/realtime/src/__probe__.ts',
    code: "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n",
    rule: 'no-restricted-imports',
    why: 'a core entry must not import Redux',
  },
  {
    file: 'libs/auth/src/__probe__.ts',
    code: "import { x } from './react';\nexport const y = x;\n",
    rule: 'no-restricted-imports',
    why: 'a core entry never imports its binding',
  },
  {
    file: 'libs/identity-api/src/__probe__.ts',
    code: "import { SiteApp } from '@brokerfront/site';\nexport const x = SiteApp;\n",
    rule: '@nx/enforce-module-boundaries',
    why: 'data-access must not depend on feature',
  },
  {
    file: 'apps/template1/src/__probe__.ts',
    code: "import { createSession } from '@brokerfront/auth';\nexport const x = createSession;\n",
    rule: '@nx/enforce-module-boundaries',
    why: 'apps compose site, ui and util only',
  },
  // The mechanical rules of the repository (lint at error).
  {
    file: 'libs/site/src/__probe__.ts',
    code: "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n",
    rule: '@typescript-eslint/no-restricted-imports',
    why: 'raw useSelector outside the typed hooks',
  },
  {
    file: 'libs/site/src/BadName.ts',
    code: 'export const x = 1;\n',
    rule: 'check-file/filename-naming-convention',
    why: 'file names are kebab-case',
  },
  {
    file: 'libs/site/src/__probe__.ts',
    code: "import { Session } from '@brokerfront/auth';\nexport type X = Session;\n",
    rule: '@typescript-eslint/consistent-type-imports',
    why: 'type-only imports are marked',
  },
  {
    file: 'libs/site/src/cycle-probe-a.ts',
    code: "import { b } from './cycle-probe-b';\nexport const a = () => b;\n",
    rule: 'import/no-cycle',
    why: 'no import cycles',
    files: { 'libs/site/src/cycle-probe-b.ts': "import { a } from './cycle-probe-a';\nexport const b = () => a;\n" },
  },
  // Allowed: these must pass.
  {
    file: 'libs/site/src/__probe__.ts',
    code: "import { loadSiteConfiguration } from '@brokerfront/config';\nexport const x = loadSiteConfiguration;\n",
    rule: null,
    why: 'feature may use util',
  },
  {
    file: 'libs/auth/src/react/__probe__.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
    rule: null,
    why: 'bindings may import React',
  },
  {
    file: 'apps/template1/src/__probe__.ts',
    code: "import { bootstrapSite } from '@brokerfront/site';\nexport const x = bootstrapSite;\n",
    rule: null,
    why: 'apps may use site',
  },
];

let failures = 0;
for (const c of cases) {
  // A probe that needs its neighbours on disk (an import cycle) writes them for the time of the check.
  const written = Object.entries(c.files ?? {}).map(([file, code]) => {
    fs.writeFileSync(path.join(root, file), code);
    return path.join(root, file);
  });
  if (written.length) fs.writeFileSync(path.join(root, c.file), c.code);
  let result;
  try {
    [result] = await eslint.lintText(c.code, { filePath: path.join(root, c.file) });
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
    if (written.length) fs.rmSync(path.join(root, c.file), { force: true });
  }
  const watched = c.rule ? [c.rule] : ['@nx/enforce-module-boundaries', 'no-restricted-imports'];
  const hits = result.messages.filter((m) => m.severity === 2 && watched.includes(m.ruleId));
  const ok = c.rule ? hits.some((m) => m.ruleId === c.rule) : hits.length === 0;
  if (!ok) failures++;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${c.rule ? 'forbidden' : 'allowed  '} ${c.file}: ${c.why}${ok ? '' : ` -> ${JSON.stringify(hits.map((m) => m.message))}`}`,
  );
}
console.log(`boundaries: ${cases.length - failures} passed, ${failures} failed`);
const resultsDir = path.join(root, 'tmp/test-results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, `boundaries-${process.pid}.json`),
  JSON.stringify({ project: 'boundaries', passed: cases.length - failures, failed: failures, skipped: 0 }),
);
process.exit(failures ? 1 : 0);
