#!/usr/bin/env node
// Proves that the layer rules bite: each forbidden import below must be reported by lint at error,
// and each allowed one must pass. Run by `npm test`.
import { ESLint } from 'eslint';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const cases = [
  { file: 'libs/ui-templates/src/__probe__.ts', code: "import { createUsersClient } from '@brokerfront/identity-api';\nexport const x = createUsersClient;\n", rule: '@nx/enforce-module-boundaries', why: 'ui must not depend on data-access' },
  { file: 'libs/ui-templates/src/__probe__.ts', code: "import { configureStore } from '@reduxjs/toolkit';\nexport const x = configureStore;\n", rule: '@nx/enforce-module-boundaries', why: 'ui must not use the store' },
  { file: 'libs/config/src/__probe__.ts', code: "import { createSession } from '@brokerfront/auth';\nexport const x = createSession;\n", rule: '@nx/enforce-module-boundaries', why: 'util must not depend on data-access' },
  { file: 'libs/auth/src/__probe__.ts', code: "import { useState } from 'react';\nexport const x = useState;\n", rule: 'no-restricted-imports', why: 'a core entry must not import React' },
  { file: 'libs/realtime/src/__probe__.ts', code: "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n", rule: 'no-restricted-imports', why: 'a core entry must not import Redux' },
  { file: 'libs/auth/src/__probe__.ts', code: "import { x } from './react';\nexport const y = x;\n", rule: 'no-restricted-imports', why: 'a core entry never imports its binding' },
  { file: 'libs/identity-api/src/__probe__.ts', code: "import { SiteApp } from '@brokerfront/site';\nexport const x = SiteApp;\n", rule: '@nx/enforce-module-boundaries', why: 'data-access must not depend on feature' },
  { file: 'apps/template1/src/__probe__.ts', code: "import { createSession } from '@brokerfront/auth';\nexport const x = createSession;\n", rule: '@nx/enforce-module-boundaries', why: 'apps compose site, ui and util only' },
  // Allowed: these must pass.
  { file: 'libs/site/src/__probe__.ts', code: "import { loadSiteConfiguration } from '@brokerfront/config';\nexport const x = loadSiteConfiguration;\n", rule: null, why: 'feature may use util' },
  { file: 'libs/auth/src/react/__probe__.ts', code: "import { useState } from 'react';\nexport const x = useState;\n", rule: null, why: 'bindings may import React' },
  { file: 'apps/template1/src/__probe__.ts', code: "import { bootstrapSite } from '@brokerfront/site';\nexport const x = bootstrapSite;\n", rule: null, why: 'apps may use site' },
];

let failures = 0;
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: path.join(root, c.file) });
  const hits = result.messages.filter((m) => m.severity === 2 && (m.ruleId === '@nx/enforce-module-boundaries' || m.ruleId === 'no-restricted-imports'));
  const ok = c.rule ? hits.some((m) => m.ruleId === c.rule) : hits.length === 0;
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.rule ? 'forbidden' : 'allowed  '} ${c.file}: ${c.why}${ok ? '' : ` -> ${JSON.stringify(hits.map((m) => m.message))}`}`);
}
console.log(`boundaries: ${cases.length - failures} passed, ${failures} failed`);
const resultsDir = path.join(root, 'tmp/test-results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, `boundaries-${process.pid}.json`), JSON.stringify({ project: 'boundaries', passed: cases.length - failures, failed: failures, skipped: 0 }));
process.exit(failures ? 1 : 0);
