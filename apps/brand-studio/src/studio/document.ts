/**
 * The configuration being edited, as the JSON of the file (never the parsed result with its defaults): what is
 * exported is the file as loaded, with the edits. Edits keep the keys' order; a key that was missing is inserted
 * where the schema lists it, so an export is stable whatever order the edits came in.
 */
import { appConfigSchema, siteConfigurationSchema, themeSchema } from '@brokerfront/config';

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys in the order the schema lists them: top level, appConfig, theme, theme.dark, theme.logo. */
export const TOP_KEYS: readonly string[] = Object.keys(siteConfigurationSchema.shape);
export const APP_KEYS: readonly string[] = Object.keys(appConfigSchema.shape);
export const THEME_KEYS: readonly string[] = Object.keys(themeSchema.shape);
const darkShape = themeSchema.shape.dark.unwrap().shape;
const logoShape = themeSchema.shape.logo.unwrap().shape;
export const LOGO_KEYS: readonly string[] = Object.keys(logoShape);

/** The colours of a theme variant, in schema order (primary, primaryText, accent, …). */
export type PaletteKey = keyof typeof darkShape;
export const PALETTE_KEYS = Object.keys(darkShape) as PaletteKey[];

/**
 * `object` with `key` set to `value` (removed when undefined). An existing key keeps its place; a new one goes
 * before the first key the schema lists after it (keys the schema does not know stay where they are).
 */
export function withField(object: JsonObject, key: string, value: Json | undefined, order: readonly string[]): JsonObject {
  if (value === undefined) {
    if (!(key in object)) return object;
    const { [key]: _removed, ...rest } = object;
    return rest;
  }
  if (key in object) return { ...object, [key]: value };
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  const entries = Object.entries(object);
  const at = entries.findIndex(([name]) => rank(name) !== Number.POSITIVE_INFINITY && rank(name) > rank(key));
  entries.splice(at === -1 ? entries.length : at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** One empty object for every missing section, so that an unchanged section stays the same object. */
const EMPTY: JsonObject = Object.freeze({}) as JsonObject;

/** The object at `key`, or an empty one when the key is missing or holds something else. */
export function objectAt(object: JsonObject | undefined, key: string): JsonObject {
  const value = object?.[key];
  return isJsonObject(value) ? value : EMPTY;
}

const isEmpty = (object: JsonObject) => Object.keys(object).length === 0;

/** Sets a field of `appConfig`. */
export function setAppField(doc: JsonObject, key: string, value: Json | undefined): JsonObject {
  return withField(doc, 'appConfig', withField(objectAt(doc, 'appConfig'), key, value, APP_KEYS), TOP_KEYS);
}

/** Sets the theme section, removed when it holds nothing. */
function setTheme(doc: JsonObject, theme: JsonObject): JsonObject {
  return withField(doc, 'theme', isEmpty(theme) ? undefined : theme, TOP_KEYS);
}

/** Sets a field of `theme` (undefined: the template's or derived value). */
export function setThemeField(doc: JsonObject, key: string, value: Json | undefined): JsonObject {
  return setTheme(doc, withField(objectAt(doc, 'theme'), key, value, THEME_KEYS));
}

/** Sets a colour of `theme.dark` (undefined: derived from the light colours). */
export function setDarkField(doc: JsonObject, key: PaletteKey, value: string | undefined): JsonObject {
  const theme = objectAt(doc, 'theme');
  const dark = withField(objectAt(theme, 'dark'), key, value, PALETTE_KEYS);
  return setTheme(doc, withField(theme, 'dark', isEmpty(dark) ? undefined : dark, THEME_KEYS));
}

/** Sets a field of `theme.logo`; the logo goes when its path and text are both empty and it is no wordmark. */
export function setLogoField(doc: JsonObject, key: string, value: Json | undefined): JsonObject {
  const theme = objectAt(doc, 'theme');
  const logo = withField(objectAt(theme, 'logo'), key, value, LOGO_KEYS);
  const unused = !logo['src'] && !logo['alt'] && !logo['wordmark'];
  return setTheme(doc, withField(theme, 'logo', unused ? undefined : logo, THEME_KEYS));
}

/** The file to export: pretty-printed like the apps' own files, ending with a line break. */
export function exportConfiguration(doc: JsonObject): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Reads a configuration text: the JSON object, or why it cannot be used. */
export function readConfigurationText(text: string): { ok: true; doc: JsonObject } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (!isJsonObject(json)) return { ok: false, error: 'A configuration is a JSON object, with appConfig and identityConfig.' };
  return { ok: true, doc: json };
}

/** The segments of a path as the problems write it: `appConfig.languages[1].prefix` → appConfig, 1, prefix. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) segments.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  return segments;
}

/** The document without the field at `path` (unchanged when there is none). */
export function removePath(doc: JsonObject, path: string): JsonObject {
  const remove = (node: Json, segments: (string | number)[]): Json => {
    const [head, ...rest] = segments;
    if (Array.isArray(node) && typeof head === 'number' && head < node.length) {
      if (rest.length === 0) return node.filter((_, index) => index !== head);
      return node.map((item, index) => (index === head ? remove(item, rest) : item));
    }
    if (isJsonObject(node) && typeof head === 'string' && head in node) {
      if (rest.length === 0) return withField(node, head, undefined, []);
      return { ...node, [head]: remove(node[head], rest) };
    }
    return node;
  };
  const segments = pathSegments(path);
  return segments.length === 0 ? doc : (remove(doc, segments) as JsonObject);
}
