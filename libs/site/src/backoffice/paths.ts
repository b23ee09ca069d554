/** Paths of the back office, relative to the site root (mounted unprefixed and under `/{lang}/`). */
export const BACK_OFFICE_PATHS = {
  home: 'backoffice',
  user: 'backoffice/users/:id',
} as const;

/** The unprefixed path of a user's details. */
export function userPath(id: number): string {
  return `/backoffice/users/${id}`;
}
