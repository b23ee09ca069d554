import type { Locator, Page } from 'playwright-core';

/**
 * The signed-in user's controls in the page's top bar, in either layout: the client shell (signed-in pages) has a
 * user menu (a button with the avatar and full name that opens "Profile", "Settings" and "Sign out"); the
 * marketing layout shows the name as a link to the dashboard and "Sign out" beside it.
 */
const banner = (page: Page) => page.getByRole('banner');

/** The visible control that shows a user is signed in: the shell's user menu button or the marketing header's "Sign out". */
export function signedInControl(page: Page): Locator {
  return banner(page)
    .locator('.bf-user-menu__button')
    .or(banner(page).getByRole('button', { name: 'Sign out' }))
    .filter({ visible: true })
    .first();
}

/** The signed-in user's name in the top bar (the user menu button, or the marketing header's link). */
export function userName(page: Page, name: string): Locator {
  return banner(page)
    .locator('.bf-user-menu__button', { hasText: name })
    .or(banner(page).getByRole('link', { name, exact: true }))
    .filter({ visible: true })
    .first();
}

/** Signs out with the top bar's "Sign out" (opening the user menu first in the client shell). */
export async function signOut(page: Page): Promise<void> {
  const direct = banner(page).getByRole('button', { name: 'Sign out' }).filter({ visible: true });
  if ((await direct.count()) === 0) await banner(page).locator('.bf-user-menu__button').filter({ visible: true }).first().click();
  await direct.first().click();
}
