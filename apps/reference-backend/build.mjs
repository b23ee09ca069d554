// Bundles the reference backend into dist/apps/reference-backend/main.mjs (workspace libs inlined,
// npm packages left as imports). Run: npx nx build reference-backend; start: node dist/apps/reference-backend/main.mjs
import { build } from 'esbuild';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@brokerfront/') ? undefined : { path: args.path, external: true }));
  },
};

for (const entry of ['main', 'seed-cli']) {
  await build({
    entryPoints: [path.join(root, `apps/reference-backend/src/${entry}.ts`)],
    outfile: path.join(root, `dist/apps/reference-backend/${entry}.mjs`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    conditions: ['@brokerfront/source'],
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
console.log('Built dist/apps/reference-backend/main.mjs');
