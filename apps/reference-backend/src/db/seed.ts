import { PermissionId, permissionCatalogue, IDENTITY_USERS_RESOURCE_TYPE, WILDCARD_RESOURCE_ID } from '@brokerfront/permissions';
import { hashPassword } from '../auth/passwords';
import type { NewUser, Store } from '../domain/store';
import { Gender, UNSET_DATE, UserType } from '../domain/types';
import type { Database } from './database';
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
    EmployeeGroupId: employee ? 1 + Math.floor(rng() * 5) : null,
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
        demoUser('Blake', 'Blocked', 'blocked@example.com', b!, { IsBlocked: true, PhoneNumber: '+441000000003' }),
        demoUser('Uma', 'Unconfirmed', 'unconfirmed@example.com', u!, {
          EmailConfirmed: false,
          IsFullyRegistered: false,
          PhoneNumber: '+441000000004',
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
  const batch = 5000;
  for (let from = have + 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    const users: NewUser[] = [];
    for (let n = from; n <= to; n++) users.push(generatedUser(n, hash));
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
    });
    onProgress?.(to - have, count - have);
  }
  return count - have;
}
