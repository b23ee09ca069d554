import type { Locator, Page } from 'playwright-core';
import { dismissHomePopup } from '../../support/browser';
import type { TemplateName } from '../../support/environment';

/** Who looks at a screen: a signed-out visitor, the demo client or the demo employee (every permission). */
export type Viewer = 'visitor' | 'client' | 'employee';

/** The demo accounts of the reference backend's seed the screens are drawn for. */
export const ACCOUNTS: Record<Exclude<Viewer, 'visitor'>, { email: string; password: string }> = {
  client: { email: 'client@example.com', password: 'Client1' },
  employee: { email: 'employee@example.com', password: 'Employee1' },
};

/**
 * The generated employee whose back-office page is drawn (seed user 18 of the minimal seed: an employee of the
 * Compliance group with one permission, so the page has its actions, its assignment and a permissions table).
 */
export const SUBJECT_EMAIL = 'staff000018@example.com';

/** What a screen's steps know about the run: the template, and the subject's id read from the backend. */
export interface ScreenContext {
  template: TemplateName;
  subjectId: number;
  /** The name of the subject as the pages show it. */
  subjectName: string;
}

/** A state of a page the matrix draws. */
export interface Screen {
  /** File name part and test name, e.g. `client-dashboard`. */
  id: string;
  viewer: Viewer;
  /** The address, relative to the site root. */
  path: (context: ScreenContext) => string;
  /** What is done on the loaded page to reach the state (opening a dialog, selecting rows); waits for it. */
  prepare: (page: Page, context: ScreenContext) => Promise<void>;
  /** Parts drawn differently on each run (server timestamps of the seed's start, a countdown): painted over. */
  masks?: (page: Page, context: ScreenContext) => Locator[];
  /**
   * `idle`: the clock is installed and fast-forwarded past the idle limit (the idle logout dialog); by default the
   * date is fixed and the timers run.
   */
  clock?: 'idle';
  /** The templates whose configuration offers the screen (all by default). */
  offeredBy?: readonly TemplateName[];
  /**
   * The address is none of the site's: it is answered as the deployment kit's nginx answers it (`error_page 404`:
   * the prerendered 404.html with status 404) rather than with the app's shell, as the suites' static server does.
   */
  unknownAddress?: true;
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name?: string | RegExp) =>
  main(page)
    .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
    .first();

/** A cell that starts with a date as the pages show one (`29/11/2026`, `29/11/2026 04:58`). */
const DATE = /^\s*\d{1,2}\/\d{1,2}\/\d{4}\b/;

/**
 * The table cells holding the creation date of the seed's demo accounts, made when the backend's data was first
 * created (the generated users' dates are fixed by the seed).
 */
function demoAccountDates(page: Page): Locator {
  return page
    .getByRole('row')
    .filter({ hasText: /(employee|client|blocked|unconfirmed)@example\.com/ })
    .getByRole('cell')
    .filter({ hasText: DATE });
}

/**
 * Scrolls the page so that `target` starts just below the sticky top bar: the screenshot (the viewport) then shows the
 * part of a long page the screen is about.
 */
async function bringToTop(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const bars = [...document.querySelectorAll('header, [role="banner"]')].filter((bar) =>
      ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
    );
    const covered = Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom));
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, Math.round(top - covered - 16)));
  });
}

/** The grant dates in the permissions table (the seed grants at the moment the data is first created). */
function permissionDates(page: Page): Locator {
  return page
    .getByRole('region', { name: /^Permissions/ })
    .getByRole('cell')
    .filter({ hasText: DATE });
}

/** Waits until the shell says its live updates are connected (the status dot and word are part of the picture). */
async function live(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('status', { name: 'Live updates: Live' }).filter({ visible: true }).first().waitFor();
}

/** A client area page has loaded: its heading, and the shell's live status. */
async function clientPage(page: Page): Promise<void> {
  await heading(page).waitFor();
  await live(page);
}

/** Opens the users list's filter builder (its "Filters" panel) unless it is open. */
async function openFilterBuilder(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('form', { name: 'Filters' });
}

/** Ticks the rows of two clients near the top of the list; the bulk actions bar counts them. */
async function selectRows(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Users' });
  for (const name of ['Chris Client', 'Blake Blocked']) await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByText('Selected: 2', { exact: true }).waitFor();
}

/** The users list has loaded: its rows, the count of matching users, and the live status. */
async function usersList(page: Page): Promise<void> {
  await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
  await page.getByText(/^Matching users: \d+$/).waitFor();
  await live(page);
}

/** The subject's user page has loaded: its heading, its permissions table, and the live status. */
async function userPage(page: Page, context: ScreenContext): Promise<void> {
  await heading(page, context.subjectName).waitFor();
  await page
    .getByRole('region', { name: /^Permissions/ })
    .getByRole('row')
    .nth(1)
    .waitFor();
  await live(page);
}

/** The user page with the alert dialog that guards one of its actions open. */
function userActionDialog(id: string, button: (page: Page) => Locator, dialogName: (context: ScreenContext) => string | RegExp): Screen {
  return {
    id,
    viewer: 'employee',
    path: ({ subjectId }) => `backoffice/users/${subjectId}`,
    prepare: async (page, context) => {
      await userPage(page, context);
      await button(page).click();
      await page.getByRole('alertdialog', { name: dialogName(context) }).waitFor();
    },
    masks: (page) => [permissionDates(page)],
  };
}

/** A small file for the import wizard: two rows ready, two with problems (an e-mail, a country). */
const IMPORT_CSV = [
  'First name,Last name,Email,Phone,Country',
  'Kai,Lund,kai.lund@example.com,+46701234567,SE',
  'Ida,Berg,ida.berg@example.com,,Norway',
  'Kim,Holm,not-an-address,,SE',
  'Ola,Dahl,ola.dahl@example.com,,Atlantis',
].join('\r\n');

/** Every screen of the matrix. */
export const SCREENS: readonly Screen[] = [
  // ---- Public pages ----
  {
    id: 'public-home',
    viewer: 'visitor',
    path: () => '',
    prepare: async (page, { template }) => {
      await dismissHomePopup(page, template);
      await heading(page).waitFor();
    },
  },
  {
    id: 'public-footer',
    viewer: 'visitor',
    path: () => '',
    prepare: async (page, { template }) => {
      await dismissHomePopup(page, template);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    },
  },
  {
    id: 'public-blog',
    viewer: 'visitor',
    path: () => 'blog',
    prepare: async (page) => {
      await heading(page).waitFor();
    },
  },
  {
    id: 'public-article',
    viewer: 'visitor',
    path: () => 'blog/forex-basics',
    prepare: async (page) => {
      await heading(page).waitFor();
    },
  },
  {
    id: 'public-contact',
    viewer: 'visitor',
    path: () => 'contact',
    prepare: async (page) => {
      await heading(page).waitFor();
      await main(page).getByRole('button', { name: /send/i }).first().waitFor();
    },
    offeredBy: ['template1', 'template2', 'template3'],
  },
  {
    id: 'public-faq',
    viewer: 'visitor',
    path: () => 'faq',
    prepare: async (page) => {
      await heading(page).waitFor();
    },
  },
  {
    id: 'public-404',
    viewer: 'visitor',
    path: () => 'no-such-page',
    unknownAddress: true,
    prepare: async (page) => {
      await heading(page).waitFor();
    },
  },
  {
    id: 'client-sign-in',
    viewer: 'visitor',
    path: () => 'sign-in',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  },
  {
    id: 'client-sign-up',
    viewer: 'visitor',
    path: () => 'sign-up',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Create account' }).waitFor();
    },
  },
  // ---- The client area ----
  {
    id: 'client-dashboard',
    viewer: 'client',
    path: () => 'account',
    prepare: async (page) => {
      await clientPage(page);
      await main(page).getByText('5100001').first().waitFor();
    },
  },
  {
    id: 'client-accounts-grid',
    viewer: 'client',
    path: () => 'account/accounts',
    prepare: async (page) => {
      await clientPage(page);
      const grid = main(page).getByRole('button', { name: 'Grid view' });
      if ((await grid.getAttribute('aria-pressed')) !== 'true') await grid.click();
      await main(page).getByText('5100001').first().waitFor();
    },
  },
  {
    id: 'client-accounts-list',
    viewer: 'client',
    path: () => 'account/accounts',
    prepare: async (page) => {
      await clientPage(page);
      await main(page).getByRole('button', { name: 'List view' }).click();
      await main(page).getByRole('table').getByText('5100001').first().waitFor();
    },
  },
  {
    id: 'client-withdrawal',
    viewer: 'client',
    path: () => 'account/withdrawal',
    prepare: async (page) => {
      await clientPage(page);
      await main(page).getByRole('button', { name: 'Request withdrawal' }).waitFor();
    },
    offeredBy: ['template2', 'template3'],
  },
  {
    id: 'client-documents',
    viewer: 'client',
    path: () => 'account/documents',
    prepare: clientPage,
  },
  {
    id: 'client-profile',
    viewer: 'client',
    path: () => 'account/profile',
    prepare: async (page) => {
      await clientPage(page);
      await main(page).getByRole('button', { name: 'Edit profile' }).waitFor();
    },
    masks: (page) => [main(page).getByText('Member since').locator('xpath=following-sibling::*[1]')],
  },
  {
    id: 'client-settings',
    viewer: 'client',
    path: () => 'account/settings',
    prepare: async (page) => {
      await clientPage(page);
      await page.getByRole('radiogroup', { name: 'Theme' }).waitFor();
    },
  },
  {
    id: 'dialog-idle-logout',
    viewer: 'client',
    path: () => 'account',
    clock: 'idle',
    prepare: async (page) => {
      await clientPage(page);
      await main(page).getByText('5100001').first().waitFor();
      await page.clock.fastForward('10:02');
      await page.getByRole('alertdialog', { name: 'Are you still there?' }).getByRole('button', { name: 'Stay signed in' }).waitFor();
    },
    masks: (page) => [page.getByRole('alertdialog').getByText(/^You will be signed out in/)],
  },
  // ---- The back office ----
  {
    id: 'backoffice-users',
    viewer: 'employee',
    path: () => 'backoffice/users',
    prepare: async (page) => {
      await usersList(page);
      const builder = await openFilterBuilder(page);
      await builder.getByRole('button', { name: 'Add filter', exact: true }).click();
      await builder.getByLabel('Field of condition 1').selectOption({ label: 'Country' });
      await builder.getByLabel('Operator of condition 1').selectOption({ label: 'is one of' });
      // Two countries chosen with the value picker: the condition shows them as chips.
      const values = builder.getByRole('group', { name: 'Value of condition 1' });
      await values.getByRole('button', { name: 'Choose values' }).click();
      const find = values.getByRole('searchbox', { name: 'Find a value for condition 1' });
      for (const country of ['Sweden', 'Italy']) {
        await find.fill(country);
        await find.press('Enter');
      }
      await values.getByRole('button', { name: 'Done' }).click();
      await builder.getByRole('list', { name: 'Chosen values of condition 1' }).getByText('Italy').waitFor();
      await selectRows(page);
      await bringToTop(page.getByRole('button', { name: /^Filters/ }));
    },
    masks: (page) => [demoAccountDates(page)],
  },
  {
    id: 'dialog-bulk-block',
    viewer: 'employee',
    path: () => 'backoffice/users',
    prepare: async (page) => {
      await usersList(page);
      await selectRows(page);
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Block', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'Block users' }).getByText('Block the selected users (2)?').waitFor();
    },
    masks: (page) => [demoAccountDates(page)],
  },
  {
    id: 'backoffice-user',
    viewer: 'employee',
    path: ({ subjectId }) => `backoffice/users/${subjectId}`,
    prepare: userPage,
    masks: (page) => [permissionDates(page)],
  },
  {
    id: 'backoffice-user-permissions',
    viewer: 'employee',
    path: ({ subjectId }) => `backoffice/users/${subjectId}`,
    prepare: async (page, context) => {
      await userPage(page, context);
      await bringToTop(page.getByRole('heading', { name: 'Permissions', exact: true }));
    },
    masks: (page) => [permissionDates(page)],
  },
  userActionDialog(
    'dialog-block-user',
    (page) => page.getByRole('button', { name: 'Block', exact: true }),
    ({ subjectName }) => `Block ${subjectName}`,
  ),
  userActionDialog(
    'dialog-archive-user',
    (page) => page.getByRole('button', { name: 'Archive', exact: true }),
    ({ subjectName }) => `Archive ${subjectName}`,
  ),
  userActionDialog(
    'dialog-delete-user',
    (page) => page.getByRole('button', { name: 'Delete user', exact: true }),
    ({ subjectName }) => `Delete ${subjectName}`,
  ),
  userActionDialog(
    'dialog-remove-permission',
    (page) =>
      page
        .getByRole('region', { name: /^Permissions/ })
        .getByRole('button', { name: /^Remove / })
        .first(),
    () => 'Remove a permission',
  ),
  userActionDialog(
    'dialog-remove-from-group',
    (page) => page.getByRole('region', { name: 'Assignment' }).getByRole('button', { name: /^Remove/ }),
    () => /group/i,
  ),
  {
    id: 'backoffice-import-check',
    viewer: 'employee',
    path: () => 'backoffice/import',
    prepare: async (page) => {
      await live(page);
      await page
        .getByLabel('CSV file', { exact: true })
        .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV, 'utf8') });
      await page.getByRole('heading', { name: 'Match the columns' }).waitFor();
      await page.getByRole('button', { name: 'Check rows' }).click();
      const step = page.getByRole('heading', { name: 'Check the rows' });
      await step.waitFor();
      await bringToTop(step);
    },
  },
  {
    id: 'backoffice-groups',
    viewer: 'employee',
    path: () => 'backoffice/groups',
    prepare: async (page) => {
      await heading(page).waitFor();
      await page
        .getByRole('table', { name: 'Employee groups' })
        .getByRole('row', { name: /Compliance/ })
        .waitFor();
      await live(page);
    },
  },
];

/** The screen of an id. */
export function screen(id: string): Screen {
  const found = SCREENS.find((s) => s.id === id);
  if (!found) throw new Error(`no screen ${id}`);
  return found;
}
