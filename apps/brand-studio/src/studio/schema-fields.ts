/**
 * The editor's fields read from the configuration schema (`@brokerfront/config`): the list of feature flags and
 * every field's description come from there, so a new flag shows up in the studio without a change here.
 */
import { appConfigSchema, themeSchema } from '@brokerfront/config';
import type { z } from 'zod';

/** The description a schema gives a field (`.meta({ description })`), or an empty text. */
export function describe(schema: z.ZodType): string {
  return schema.description ?? '';
}

/** The schema with its default and optional wrappers taken off. */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current.def.type === 'default' || current.def.type === 'optional') {
    current = (current.def as unknown as { innerType: z.ZodType }).innerType;
  }
  return current;
}

/** A true/false field of appConfig. */
export interface FlagField {
  key: string;
  description: string;
  /** Value the site uses when the file leaves the field out. */
  defaultValue: boolean;
}

/** Every true/false field of appConfig, in schema order. */
export const APP_FLAGS: readonly FlagField[] = Object.entries(appConfigSchema.shape)
  .filter(([, schema]) => inner(schema as z.ZodType).def.type === 'boolean')
  .map(([key, schema]) => {
    const parsed = (schema as z.ZodType).safeParse(undefined);
    return { key, description: describe(schema as z.ZodType), defaultValue: parsed.success && parsed.data === true };
  });

/** Description of an appConfig field. */
export function appFieldDescription(key: keyof typeof appConfigSchema.shape): string {
  return describe(appConfigSchema.shape[key]);
}

/** Description of a theme field (top level). */
export function themeFieldDescription(key: keyof typeof themeSchema.shape): string {
  return describe(themeSchema.shape[key]);
}

/** Description of a logo field. */
export function logoFieldDescription(key: keyof ReturnType<typeof themeSchema.shape.logo.unwrap>['shape']): string {
  return describe(themeSchema.shape.logo.unwrap().shape[key]);
}
