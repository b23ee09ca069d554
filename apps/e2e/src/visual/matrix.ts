import { templates, type TemplateName } from '../../support/environment';
import { invariantsAt, type InvariantName } from './invariants';
import { SCREENS, screen, type Screen } from './screens';

/** The two widths: a desktop (1280×800) and a phone (390×844). */
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

export type Width = keyof typeof WIDTHS;
export type Theme = 'light' | 'dark';

/** One screenshot of the matrix: a screen in a template, at a width, in a theme. */
export interface Shot {
  screen: Screen;
  template: TemplateName;
  width: Width;
  theme: Theme;
  /** `<template>/<screen>-<width px>-<theme>`: the baseline's path under visual-baselines/ without `.png`. */
  name: string;
}

const ALL_TEMPLATES = templates.map((t) => t.id);
const BOTH: readonly Width[] = ['desktop', 'phone'];

/**
 * Which screens are drawn where. Every screen is drawn in one template at both widths; every template's home page and
 * signed-in shell (the dashboard) in both themes at both widths. The other screens are spread over the templates so
 * that each template's own rules show somewhere: its blog list and article (each template styles them), its footer,
 * the shell's template rules on several client pages, the settings heading of template 2, the back office and its
 * dialogs (shared styles drawn in each template's palette), and a few screens in the dark theme.
 */
const PLAN: ReadonlyArray<{ screen: string; templates: readonly TemplateName[]; widths: readonly Width[]; themes: readonly Theme[] }> = [
  // Every template: the home page and the signed-in shell, light and dark, desktop and phone.
  { screen: 'public-home', templates: ALL_TEMPLATES, widths: BOTH, themes: ['light', 'dark'] },
  { screen: 'client-dashboard', templates: ALL_TEMPLATES, widths: BOTH, themes: ['light', 'dark'] },
  // Public pages.
  { screen: 'public-footer', templates: ALL_TEMPLATES, widths: ['desktop'], themes: ['light'] },
  { screen: 'public-footer', templates: ['template2'], widths: ['phone'], themes: ['light'] },
  { screen: 'public-blog', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'public-blog', templates: ['template1', 'template2', 'template4'], widths: ['desktop'], themes: ['light'] },
  { screen: 'public-article', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'public-article', templates: ['template1', 'template4'], widths: ['desktop'], themes: ['light'] },
  { screen: 'public-article', templates: ['template3'], widths: ['phone'], themes: ['dark'] },
  { screen: 'public-contact', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'public-contact', templates: ['template1'], widths: ['desktop'], themes: ['dark'] },
  { screen: 'public-faq', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'public-faq', templates: ['template4'], widths: ['desktop'], themes: ['light'] },
  { screen: 'public-404', templates: ['template4'], widths: BOTH, themes: ['light'] },
  // Sign-in and sign-up.
  { screen: 'client-sign-in', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'client-sign-in', templates: ['template3'], widths: ['desktop'], themes: ['dark'] },
  { screen: 'client-sign-up', templates: ['template2'], widths: BOTH, themes: ['light'] },
  // The client area.
  { screen: 'client-accounts-grid', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'client-accounts-list', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'client-withdrawal', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'client-documents', templates: ['template4'], widths: BOTH, themes: ['light'] },
  { screen: 'client-profile', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'client-settings', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'client-settings', templates: ['template4'], widths: ['desktop'], themes: ['dark'] },
  // The back office.
  { screen: 'backoffice-users', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'backoffice-users', templates: ['template3'], widths: ['desktop'], themes: ['dark'] },
  { screen: 'backoffice-user', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'backoffice-user', templates: ['template4'], widths: ['phone'], themes: ['dark'] },
  { screen: 'backoffice-user-permissions', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'backoffice-import-check', templates: ['template4'], widths: BOTH, themes: ['light'] },
  { screen: 'backoffice-groups', templates: ['template2'], widths: BOTH, themes: ['light'] },
  // The dialogs that guard an action.
  { screen: 'dialog-block-user', templates: ['template1'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-archive-user', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-delete-user', templates: ['template4'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-delete-user', templates: ['template2'], widths: ['desktop'], themes: ['dark'] },
  { screen: 'dialog-remove-permission', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-remove-from-group', templates: ['template3'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-bulk-block', templates: ['template2'], widths: BOTH, themes: ['light'] },
  { screen: 'dialog-idle-logout', templates: ['template1'], widths: BOTH, themes: ['light'] },
];

/** Every shot of the matrix, in a stable order (the plan's). */
export const SHOTS: readonly Shot[] = PLAN.flatMap((entry) => {
  const s = screen(entry.screen);
  return entry.templates.flatMap((template) =>
    entry.widths.flatMap((width) =>
      entry.themes.map((theme) => ({ screen: s, template, width, theme, name: `${template}/${s.id}-${WIDTHS[width].width}-${theme}` })),
    ),
  );
});

/**
 * The shots axe reads: each screen of each template once per theme, at the desktop width where it is drawn there (else
 * at the phone's). Axe's rules read the markup and the colours, which the theme changes and the width hardly does; the
 * layout invariants, which the width does change, are read on every shot.
 */
const AXE_SHOTS: ReadonlySet<string> = (() => {
  const chosen = new Map<string, Shot>();
  for (const shot of SHOTS) {
    const key = `${shot.template}/${shot.screen.id}/${shot.theme}`;
    const earlier = chosen.get(key);
    if (!earlier || (earlier.width === 'phone' && shot.width === 'desktop')) chosen.set(key, shot);
  }
  return new Set([...chosen.values()].map((shot) => shot.name));
})();

/** The invariants a shot is held to: the layout ones of its width, and axe on the shots {@link AXE_SHOTS} names. */
export function invariantsOf(shot: Shot): InvariantName[] {
  return invariantsAt(WIDTHS[shot.width].width).filter((name) => name !== 'no serious axe issue' || AXE_SHOTS.has(shot.name));
}

/** The checks the matrix guarantees, read when the suite loads: a broken plan fails before anything is drawn. */
export function planProblems(): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const shot of SHOTS) {
    if (names.has(shot.name)) problems.push(`${shot.name} is planned twice`);
    names.add(shot.name);
    if (shot.screen.offeredBy && !shot.screen.offeredBy.includes(shot.template))
      problems.push(`${shot.name}: ${shot.template} does not offer the screen`);
  }
  for (const s of SCREENS) {
    if (!SHOTS.some((shot) => shot.screen === s && invariantsOf(shot).includes('no serious axe issue')))
      problems.push(`axe never reads ${s.id}`);
    for (const width of BOTH) {
      if (!SHOTS.some((shot) => shot.screen === s && shot.width === width))
        problems.push(`${s.id} is never drawn at ${WIDTHS[width].width} px`);
    }
  }
  return problems;
}
