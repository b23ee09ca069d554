/** The id of the editor's input for a configuration path ("appConfig.name" → "field-appConfig-name"). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** A text shown for a JSON value in a text field (anything but a text or number shows empty). */
export function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
