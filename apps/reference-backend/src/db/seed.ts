import { PermissionId, permissionCatalogue, IDENTITY_USERS_RESOURCE_TYPE, WILDCARD_RESOURCE_ID } from '@brokerfront/permissions';
import { hashPassword } from '../auth/passwords';
import { resyncGroupIds } from '../domain/employee-groups';
import type { NewUser, Store } from '../domain/store';
import { Gender, SalesStatus, UNSET_DATE, UserType } from '../domain/types';
import type { Database, Sql } from './database';
import { mulberry32, pick } from './prng';

/** A demo account created on first start. */
export interface DemoAccount {
  email: string;
  password: string;
  description: string;
}

/** The demo accounts (SPEC "Seeded accounts"); printed at start and listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'employee@example.com', password: 'Employee1', description: 'employee with every permission' },
  { email: 'client@example.com', password: 'Client1', description: 'individual client' },
  { email: 'blocked@example.com', password: 'Blocked1', description: 'blocked client (login answers user_deactivated)' },
  { email: 'unconfirmed@example.com', password: 'Unconfirmed1', description: 'e-mail not confirmed (login answers email_not_confirmed)' },
];

/** The demo group the demo employee leads. */
const SALES_GROUP_ID = 1;

/**
 * The demo employee groups, created with the demo accounts (so only in a new data directory): the demo employee
 * leads Sales, and the generated employees are spread over the three. A demo group without a lead gets one when
 * generated users are added: its first active generated member (see {@link seedGeneratedUsers}).
 */
export const DEMO_GROUPS: ReadonlyArray<{ readonly id: number; readonly name: string }> = [
  { id: SALES_GROUP_ID, name: 'Sales' },
  { id: 2, name: 'Support' },
  { id: 3, name: 'Compliance' },
];

/** Creates the demo groups with their ids (those free of id and name). */
async function insertDemoGroups(sql: Sql): Promise<void> {
  for (const g of DEMO_GROUPS) {
    await sql.query('INSERT INTO employee_groups (id, name, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [g.id, g.name]);
  }
  await resyncGroupIds(sql);
}

/**
 * Gives each demo group without a lead its first (lowest id) generated member that is an active employee and leads
 * no group, if it has one.
 */
async function leadDemoGroups(sql: Sql): Promise<void> {
  await sql.query(
    `UPDATE employee_groups g SET lead_id = (
       SELECT min(u.id) FROM users u
       WHERE u.employee_group_id = g.id AND u.is_generated AND u.user_type = 1 AND NOT u.is_blocked AND NOT u.is_archived
         AND NOT EXISTS (SELECT 1 FROM employee_groups o WHERE o.lead_id = u.id))
     WHERE g.lead_id IS NULL AND g.id = ANY($1::int[])`,
    [DEMO_GROUPS.map((g) => g.id)],
  );
}

/** Password of every generated user. */
export const GENERATED_PASSWORD = 'Password1';

const FIRST = [
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Lukas',
  'Mia',
  'Elias',
  'Sofia',
  'Oscar',
  'Alice',
  'Mateo',
  'Lucia',
  'Luka',
  'Zala',
  'Marco',
  'Giulia',
  'Jan',
  'Ana',
  'Hugo',
  'Elsa',
  'Leon',
  'Maja',
  'David',
  'Sara',
  'Ivan',
  'Nina',
  'Felix',
  'Clara',
  'Omar',
  'Yara',
];
const LAST = [
  'Smith',
  'Müller',
  'Andersson',
  'García',
  'Novak',
  'Rossi',
  'Johnson',
  'Schmidt',
  'Johansson',
  'Martínez',
  'Horvat',
  'Bianchi',
  'Brown',
  'Schneider',
  'Karlsson',
  'López',
  'Kovačič',
  'Romano',
  'Taylor',
  'Fischer',
  'Nilsson',
  'Sánchez',
  'Krajnc',
  'Ricci',
  'Wilson',
  'Weber',
  'Eriksson',
  'Pérez',
  'Zupan',
  'Greco',
];
const COUNTRIES = [
  { code: 'US', city: 'New York', tz: 'America/New_York', phone: '+1' },
  { code: 'DE', city: 'Berlin', tz: 'Europe/Berlin', phone: '+49' },
  { code: 'SE', city: 'Stockholm', tz: 'Europe/Stockholm', phone: '+46' },
  { code: 'ES', city: 'Madrid', tz: 'Europe/Madrid', phone: '+34' },
  { code: 'SI', city: 'Ljubljana', tz: 'Europe/Ljubljana', phone: '+386' },
  { code: 'IT', city: 'Rome', tz: 'Europe/Rome', phone: '+39' },
  { code: 'GB', city: 'London', tz: 'Europe/London', phone: '+44' },
  { code: 'FR', city: 'Paris', tz: 'Europe/Paris', phone: '+33' },
  { code: 'AT', city: 'Vienna', tz: 'Europe/Vienna', phone: '+43' },
  { code: 'CY', city: 'Limassol', tz: 'Asia/Nicosia', phone: '+357' },
  { code: 'AE', city: 'Dubai', tz: 'Asia/Dubai', phone: '+971' },
  { code: 'AU', city: 'Sydney', tz: 'Australia/Sydney', phone: '+61' },
];
const TIERS: ReadonlyArray<readonly [string | null, string | null]> = [
  ['Bronze', '#CD7F32'],
  ['Silver', '#C0C0C0'],
  ['Gold', '#FFD700'],
  ['Platinum', '#E5E4E2'],
  [null, null],
];
const GENDERS = [Gender.None, Gender.Male, Gender.Female, Gender.Other];
/** The spread of the generated clients' sales statuses: most are new or contacted, few converted. */
const SALES_SPREAD: ReadonlyArray<readonly [SalesStatus, number]> = [
  [SalesStatus.New, 0.4],
  [SalesStatus.Contacted, 0.25],
  [SalesStatus.Interested, 0.15],
  [SalesStatus.NotInterested, 0.12],
  [SalesStatus.Converted, 0.08],
];

/**
 * The sales status of the generated client number `n`, from a generator of its own (so that the other generated
 * fields are those of the seed before sales statuses existed).
 */
function generatedSalesStatus(n: number): SalesStatus {
  let r = mulberry32(0x5a1e5 ^ Math.imul(n, 2246822519))();
  for (const [status, share] of SALES_SPREAD) {
    if (r < share) return status;
    r -= share;
  }
  return SalesStatus.New;
}

const START = Date.UTC(2019, 0, 1);
const SPAN = Date.UTC(2026, 0, 1) - START;

/** The generated user number `n` (1-based): the same `n` always gives the same user. */
export function generatedUser(n: number, passwordHash: string | null): NewUser {
  const rng = mulberry32(0x5eed ^ Math.imul(n, 2654435761));
  const employee = rng() < 0.05;
  const country = pick(rng, COUNTRIES);
  const [tier, color] = employee ? [null, null] : pick(rng, TIERS);
  const created = new Date(START + Math.floor(rng() * SPAN)).toISOString();
  const updated = new Date(Date.parse(created) + Math.floor(rng() * 90 * 86400000)).toISOString();
  const hasBirth = rng() < 0.8;
  const birth = hasBirth
    ? new Date(Date.UTC(1950 + Math.floor(rng() * 55), Math.floor(rng() * 12), 1 + Math.floor(rng() * 28))).toISOString()
    : UNSET_DATE;
  const first = pick(rng, FIRST);
  const last = pick(rng, LAST);
  const num = String(n).padStart(6, '0');
  return {
    FirstName: first,
    LastName: last,
    MiddleName: rng() < 0.1 ? pick(rng, FIRST) : null,
    Email: `${employee ? 'staff' : 'client'}${num}@example.com`,
    EmailConfirmed: rng() < 0.9,
    Address: `${1 + Math.floor(rng() * 200)} Market Street`,
    City: country.city,
    State: null,
    Gender: pick(rng, GENDERS),
    PhoneNumber: `${country.phone}555${num}`,
    UserType: employee ? UserType.Employee : UserType.Individual,
    BirthDate: birth,
    CountryCode: country.code,
    PostalCode: String(10000 + Math.floor(rng() * 89999)),
    AvatarFileName: null,
    ActiveTierName: tier,
    ActiveTierColor: color,
    IsFullyRegistered: rng() < 0.7,
    IsArchived: rng() < 0.02,
    IsBlocked: rng() < 0.01,
    InactivityLogoutMinutes: 10,
    CreatedAt: created,
    UpdatedAt: updated,
    TimeZone: country.tz,
    IpWhitelist: null,
    EmployeeGroupId: employee ? pick(rng, DEMO_GROUPS).id : null,
    SalesStatus: employee ? null : generatedSalesStatus(n),
    passwordHash,
    isGenerated: true,
  };
}

function demoUser(first: string, last: string, email: string, hash: string, extra: Partial<NewUser> = {}): NewUser {
  return {
    FirstName: first,
    LastName: last,
    MiddleName: null,
    Email: email,
    EmailConfirmed: true,
    Address: '1 Demo Street',
    City: 'London',
    State: null,
    Gender: Gender.None,
    PhoneNumber: null,
    UserType: UserType.Individual,
    BirthDate: '1985-05-17T00:00:00.000Z',
    CountryCode: 'GB',
    PostalCode: 'EC1A 1BB',
    AvatarFileName: null,
    ActiveTierName: 'Gold',
    ActiveTierColor: '#FFD700',
    IsFullyRegistered: true,
    IsArchived: false,
    IsBlocked: false,
    InactivityLogoutMinutes: 10,
    TimeZone: 'Europe/London',
    IpWhitelist: null,
    EmployeeGroupId: null,
    passwordHash: hash,
    ...extra,
  };
}

/** Creates the demo accounts when the database is empty. Returns whether it did. */
export async function seedDemoAccounts(db: Database, store: Store): Promise<boolean> {
  if (store.size > 0 || (await db.getSetting('seeded_demo_accounts'))) return false;
  const [e, c, b, u] = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await store.transaction(async (tx) => {
    await insertDemoGroups(tx);
    const [employee] = await store.createUsers(
      [
        demoUser('Erin', 'Employee', 'employee@example.com', e!, {
          UserType: UserType.Employee,
          ActiveTierName: null,
          ActiveTierColor: null,
          EmployeeGroupId: 1,
          PhoneNumber: '+441000000001',
        }),
        demoUser('Chris', 'Client', 'client@example.com', c!, { PhoneNumber: '+441000000002' }),
        demoUser('Blake', 'Blocked', 'blocked@example.com', b!, {
          IsBlocked: true,
          PhoneNumber: '+441000000003',
          SalesStatus: SalesStatus.NotInterested,
        }),
        demoUser('Uma', 'Unconfirmed', 'unconfirmed@example.com', u!, {
          EmailConfirmed: false,
          IsFullyRegistered: false,
          PhoneNumber: '+441000000004',
          SalesStatus: SalesStatus.Contacted,
        }),
      ],
      { tx, silent: true },
    );
    const grants = permissionCatalogue.map((p) => ({
      PermissionId: p.id,
      ResourceType: { ...p.resourceType },
      ResourceId: WILDCARD_RESOURCE_ID,
    }));
    await store.modifyPermissions(employee!.Id, grants, [], null, tx);
    await tx.query('UPDATE employee_groups SET lead_id = $1 WHERE id = $2 AND lead_id IS NULL', [employee?.Id, SALES_GROUP_ID]);
    await tx.query("INSERT INTO settings (key, value) VALUES ('seeded_demo_accounts', 'true')");
  });
  return true;
}

/** Adds generated users until there are `count` of them (deterministic); returns how many it added. */
export async function seedGeneratedUsers(
  db: Database,
  store: Store,
  count: number,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const r = await db.pg.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_generated');
  const have = r.rows[0]?.n ?? 0;
  if (have >= count) return 0;
  const hash = await hashPassword(GENERATED_PASSWORD);
  // A generated employee joins its group only where the group exists (a data directory made before the demo groups
  // may lack some).
  const groups = new Set((await db.pg.query<{ id: number }>('SELECT id FROM employee_groups')).rows.map((g) => Number(g.id)));
  const batch = 5000;
  for (let from = have + 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    const users: NewUser[] = [];
    for (let n = from; n <= to; n++) {
      const u = generatedUser(n, hash);
      users.push(u.EmployeeGroupId === null || groups.has(u.EmployeeGroupId) ? u : { ...u, EmployeeGroupId: null });
    }
    await store.transaction(async (tx) => {
      const created = await store.createUsers(users, { tx, silent: true });
      for (const u of created) {
        if (u.UserType !== UserType.Employee) continue;
        await store.modifyPermissions(
          u.Id,
          [{ PermissionId: PermissionId.UsersRead, ResourceType: { ...IDENTITY_USERS_RESOURCE_TYPE }, ResourceId: WILDCARD_RESOURCE_ID }],
          [],
          null,
          tx,
        );
      }
      await leadDemoGroups(tx);
    });
    onProgress?.(to - have, count - have);
  }
  return count - have;
}
