import { z } from 'zod';
import { siteConfigurationSchema } from './schema';

/**
 * The JSON Schema of `configuration.json` (draft-07, what editors understand best), generated from
 * the same zod schema that validates the file at start-up. Fields with defaults are optional.
 */
export function buildConfigurationJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(siteConfigurationSchema, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/** The JSON Schema as the text committed at `libs/config/configuration.schema.json`. */
export function configurationJsonSchemaText(): string {
  return `${JSON.stringify(buildConfigurationJsonSchema(), null, 2)}\n`;
}
