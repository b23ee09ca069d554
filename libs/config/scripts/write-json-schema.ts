/**
 * Writes libs/config/configuration.schema.json from the zod schema (`npm run config:schema`).
 * The config tests fail while the committed file differs from what this script writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configurationJsonSchemaText } from '../src/lib/json-schema';

const target = join(import.meta.dirname, '..', 'configuration.schema.json');
writeFileSync(target, configurationJsonSchemaText());
console.log(`Wrote ${target}`);
