/**
 * The one inline script of a Brokerfront site: it draws a page in the visitor's theme from its first paint.
 *
 * A prerendered page is drawn in the default theme (Light, SPEC §3), and its code loads only after that first paint
 * (`tools/prerender/prerender.mjs`). A visitor whose stored theme is Dark (UserSettings Shell.Theme, or SystemDefault
 * on a system that prefers dark) would see the light page first, then the dark one after hydration. This script runs
 * in `<head>` before anything is drawn: it reads the visitor's theme as `useSiteTheme` (`libs/site/src/theme`) does
 * before the page is hydrated (the signed-out visitor's entry of the `userSettings` record, or a value of the former
 * single-object shape), puts it on `<html data-theme>`, and on a prerendered page (whose `<html>` says the theme it was
 * drawn in) also on the page's `.bf-site` root as the parser inserts it (a mutation observer's callbacks run before
 * the browser renders). React keeps the attribute: hydration does not rewrite attributes, and its next render sets
 * the same value.
 *
 * The policy allows exactly this text by its hash (`tools/deploy/csp.mjs`); the prerenderer writes it into every page
 * and the app's shell (`spa.html`) with {@link withThemeScript}. It must run as a classic script (parser-blocking,
 * before the stylesheets, so it waits for none).
 */
import { createHash } from 'node:crypto';

/** The script's text, as written between its tags (the hash covers exactly these characters). */
export const THEME_SCRIPT = `(() => {
  const root = document.documentElement;
  let theme = 'light';
  try {
    const stored = JSON.parse(localStorage.getItem('userSettings')) || {};
    const visitor = stored.Shell || stored.AccountBalance ? stored : stored.guest;
    const choice = visitor && visitor.Shell && visitor.Shell.Theme;
    if (choice === 'Dark' || (choice === 'SystemDefault' && matchMedia('(prefers-color-scheme: dark)').matches)) theme = 'dark';
  } catch {
    // No storage (private modes) or an unreadable value: the default theme.
  }
  const drawn = root.getAttribute('data-theme');
  root.setAttribute('data-theme', theme);
  if (drawn === null || drawn === theme) return;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === 1 && node.classList.contains('bf-site')) node.setAttribute('data-theme', theme);
  });
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
})();`;

/** The CSP hash source of {@link THEME_SCRIPT} (`'sha256-…'`, over its UTF-8 bytes, as browsers compute it). */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;

/** The element written into `<head>`; `data-bf-theme` finds it again when a page is rendered anew. */
export const THEME_SCRIPT_TAG = `<script data-bf-theme>${THEME_SCRIPT}</script>`;

const WRITTEN = /\s*<script data-bf-theme>[\s\S]*?<\/script>/g;

/**
 * An HTML document with {@link THEME_SCRIPT_TAG} as the first element after `<meta charset>` (else first in `<head>`),
 * replacing any earlier copy (a shell rendered by an earlier version). Throws when the document has no `<head>`.
 * @param {string} html
 * @returns {string}
 */
export function withThemeScript(html) {
  const clean = html.replace(WRITTEN, '');
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(clean) ?? /<head>/i.exec(clean);
  if (!anchor) throw new Error('the document has no <head> for the theme script');
  const at = anchor.index + anchor[0].length;
  const indent = /\n([ \t]*)<meta charset/.exec(clean)?.[1] ?? '    ';
  return `${clean.slice(0, at)}\n${indent}${THEME_SCRIPT_TAG}${clean.slice(at)}`;
}
