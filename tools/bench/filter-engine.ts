/**
 * Filter engine benchmark: 100 000 items through a 10-node filter tree, in one run:
 * - the compiled engine (`compileFilters`: nested closures over the operator table, no generated code),
 * - the plain reference interpreter (`interpretFilters`), the baseline,
 * - sift (a well-known MongoDB-style query evaluator) on an equivalent query.
 * Prints items per second of each and the ratios against the baseline measured in the same run.
 * Run: `npm run bench:filter`.
 */
import sift from 'sift';
import { compileFilters, interpretFilters, type Filter } from '../../libs/identity-api/src/index';
import { mulberry32 } from '../testing/prng.cjs';

const ITEMS = 100_000;
const ROUNDS = 15;

// Deterministic (mulberry32), so that every run measures the same data.
const rand = mulberry32(42);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
const FIRST = ['Anna', 'alex', 'Bob', 'Carla', 'Dmitri', 'Eve', 'Frank', 'Greta', 'Hans', 'Ines', 'Aaron', 'Astrid'];
const LAST = ['Smith', 'Johnson', 'Larsson', 'Müller', 'Ivanov', 'Garcia', 'Nilsson', 'Jones', 'Brown', 'Petersen'];
const COUNTRIES = ['US', 'DE', 'SE', 'ES', 'SI', 'IT', 'GB', 'FR', 'NL', 'PL'];
const STATUSES = ['Active', 'ACTIVE', 'active', 'Pending', 'Closed'];

interface Row {
  Id: number;
  FirstName: string;
  LastName: string;
  CountryCode: string;
  Age: number;
  Balance: number;
  Gender: number;
  IsBlocked: boolean;
  Status: string;
}

const items: Row[] = Array.from({ length: ITEMS }, (_, i) => ({
  Id: i + 1,
  FirstName: pick(FIRST),
  LastName: pick(LAST),
  CountryCode: pick(COUNTRIES),
  Age: 18 + Math.floor(rand() * 60),
  Balance: Math.round(rand() * 100_000) / 100,
  Gender: Math.floor(rand() * 4),
  IsBlocked: rand() < 0.1,
  Status: pick(STATUSES),
}));

// 10 nodes: 2 groups and 8 leaves.
const filters: Filter[] = [
  {
    UseAnd: false,
    Children: [
      { Op: 'contains', Field: 'LastName', Value: 'SON' },
      { Op: 'beginsWith', Field: 'FirstName', Value: 'a' },
      {
        UseAnd: true,
        Children: [
          { Op: 'between', Field: 'Age', Value: [20, 40] },
          { Op: 'in', Field: 'CountryCode', Value: ['DE', 'SE', 'SI'] },
        ],
      },
    ],
  },
  { Op: 'neq', Field: 'IsBlocked', Value: true },
  { Op: 'gte', Field: 'Balance', Value: 100 },
  { Op: 'notIn', Field: 'Gender', Value: [3] },
  { Op: 'like', Field: 'Status', Value: 'active' },
];

// The same query for sift (every item has every field, so missing-field rules do not matter).
const siftQuery = {
  $and: [
    {
      $or: [
        { LastName: { $regex: /son/i } },
        { FirstName: { $regex: /^a/i } },
        { $and: [{ Age: { $gte: 20, $lte: 40 } }, { CountryCode: { $in: ['DE', 'SE', 'SI'] } }] },
      ],
    },
    { IsBlocked: { $ne: true } },
    { Balance: { $gte: 100 } },
    { Gender: { $nin: [3] } },
    { Status: { $regex: /^active$/i } },
  ],
};

type Run = () => number;
const engines: Array<[string, Run]> = [
  [
    'compiled engine',
    () => {
      const test = compileFilters<Row>(filters);
      let n = 0;
      for (let i = 0; i < items.length; i++) if (test(items[i])) n++;
      return n;
    },
  ],
  [
    'plain interpreter',
    () => {
      let n = 0;
      for (let i = 0; i < items.length; i++) if (interpretFilters(filters, items[i])) n++;
      return n;
    },
  ],
  [
    'sift',
    () => {
      const test = sift(siftQuery);
      let n = 0;
      for (let i = 0; i < items.length; i++) if (test(items[i])) n++;
      return n;
    },
  ],
];

const counts = engines.map(([, run]) => run());
if (new Set(counts).size !== 1) {
  console.error('The engines disagree:', engines.map(([name], i) => `${name}=${counts[i]}`).join(', '));
  process.exit(1);
}

// Warm up, then interleave rounds so that every engine sees the same machine conditions.
for (const [, run] of engines) for (let i = 0; i < 2; i++) run();
const times = engines.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  engines.forEach(([, run], e) => {
    const start = process.hrtime.bigint();
    run();
    times[e].push(Number(process.hrtime.bigint() - start) / 1e6);
  });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = times.map(median);
const perSecond = ms.map((m) => (ITEMS / m) * 1000);

console.log(
  `Filter engine: ${ITEMS.toLocaleString('en')} items, 10-node filter tree, ${counts[0].toLocaleString('en')} matches, median of ${ROUNDS} rounds`,
);
engines.forEach(([name], e) => {
  console.log(
    `  ${name.padEnd(18)} ${ms[e].toFixed(1).padStart(8)} ms  ${Math.round(perSecond[e]).toLocaleString('en').padStart(12)} items/s`,
  );
});
const vsInterpreter = ms[1] / ms[0];
const vsSift = ms[2] / ms[0];
console.log(
  `  compiled vs plain interpreter: ${vsInterpreter.toFixed(2)}x faster (target >= 3x) ${vsInterpreter >= 3 ? 'OK' : 'BELOW TARGET'}`,
);
console.log(`  compiled vs sift:              ${vsSift.toFixed(2)}x faster (target >= 1x) ${vsSift >= 1 ? 'OK' : 'BELOW TARGET'}`);
