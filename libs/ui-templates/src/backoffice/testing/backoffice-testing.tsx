/**
 * What the back office's specs share: a part's texts as the `backoffice` namespace, rendering under
 * StrictMode with them, and the accessibility check (axe) every part passes.
 */
import type { ReactElement } from 'react';
import axe from 'axe-core';
import type { ResourceKey, ResourceLanguage } from 'i18next';
import { renderWithI18n } from '../../i18n/test-i18n';

/**
 * Each language's texts (`{ en, de, … }`, a part's i18n files) as its `backoffice` namespace, with the
 * other namespaces of `more` (`{ en: { client: … } }`).
 */
export function backofficeResources(
  texts: Record<string, ResourceKey>,
  more: Record<string, ResourceLanguage> = {},
): Record<string, ResourceLanguage> {
  const languages = new Set([...Object.keys(texts), ...Object.keys(more)]);
  return Object.fromEntries(
    [...languages].map((language) => [language, { ...(texts[language] ? { backoffice: texts[language] } : {}), ...more[language] }]),
  );
}

/** Renders `ui` under StrictMode with a test i18n instance in `language` (default English) holding `resources`. */
export function rendererWith(resources: Record<string, ResourceLanguage>) {
  return (ui: ReactElement, language = 'en') => renderWithI18n(ui, { language, extra: resources });
}

/** Options of {@link seriousAxeIssues}. */
export interface AxeCheckOptions {
  /**
   * The page has no canvas while axe runs (jsdom draws nothing: axe's check for icon ligatures, of
   * buttons named after their row, then finds none, as it expects).
   */
  withoutCanvas?: boolean;
}

/**
 * The serious and critical accessibility issues axe finds in `container`, each as `rule: targets` (colour
 * contrast is left out: jsdom lays nothing out).
 */
export async function seriousAxeIssues(container: Element, { withoutCanvas = false }: AxeCheckOptions = {}): Promise<string[]> {
  const prototype = HTMLCanvasElement.prototype;
  const getContext = Object.getOwnPropertyDescriptor(prototype, 'getContext');
  if (withoutCanvas) Object.defineProperty(prototype, 'getContext', { configurable: true, writable: true, value: () => null });
  try {
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    if (withoutCanvas && getContext) Object.defineProperty(prototype, 'getContext', getContext);
  }
}

/** Fails when axe finds a serious or critical accessibility issue in `container`, naming each. */
export async function expectNoSeriousAxeIssues(container: Element, options?: AxeCheckOptions): Promise<void> {
  const issues = await seriousAxeIssues(container, options);
  if (issues.length > 0) throw new Error(`Serious accessibility issues:\n${issues.join('\n')}`);
}
