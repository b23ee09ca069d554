/** Day, month and year of a post date. */
export interface BlogDateParts {
  day: number;
  month: number;
  year: number;
}

/** Reads a post date written as day/month/year ('17/09/2023'); undefined when it is not a real date. */
export function parseBlogDate(text: string): BlogDateParts | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { day, month, year };
}

/** A post date as ISO 8601 ('2023-09-17'), for `<time dateTime>`; undefined when invalid. */
export function blogDateToIso(text: string): string | undefined {
  const parts = parseBlogDate(text);
  if (!parts) return undefined;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}
