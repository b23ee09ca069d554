import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../../support/browser';

/**
 * The layout invariants every screen of the visual matrix is held to, each read from the page as drawn (computed
 * styles and boxes, not class names), and each answering the offending elements in words (empty: it holds).
 */
export type InvariantName =
  | 'no horizontal page overflow'
  | 'no clipped control'
  | 'no bullets in navigation lists'
  | 'no raw file input'
  | 'no serious axe issue';

/** Which invariants apply at a width: page overflow is a phone's problem, clipping a desktop's. */
export function invariantsAt(width: number): InvariantName[] {
  const layout: InvariantName[] = width <= 480 ? ['no horizontal page overflow'] : ['no clipped control'];
  return [...layout, 'no bullets in navigation lists', 'no raw file input', 'no serious axe issue'];
}

/** Reads one invariant on the page; answers what breaks it. */
export async function checkInvariant(page: Page, name: InvariantName): Promise<string[]> {
  switch (name) {
    case 'no horizontal page overflow':
      return page.evaluate(pageOverflow);
    case 'no clipped control':
      return page.evaluate(clippedControls);
    case 'no bullets in navigation lists':
      return page.evaluate(bulletedNavigationLists);
    case 'no raw file input':
      return page.evaluate(rawFileInputs);
    case 'no serious axe issue':
      return seriousAxeViolations(page);
  }
}

// The functions below run in the page (page.evaluate serialises them): each is self-contained.

/**
 * The page scrolls sideways: `document.scrollingElement` is wider than the viewport. A wide table is expected to
 * scroll inside its own labelled region instead, which does not widen the page.
 */
function pageOverflow(): string[] {
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  // Name the widest elements that reach past the viewport's right edge (the first few, outermost first).
  const width = root.clientWidth;
  const culprits: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 0.5) continue;
    const parent = element.parentElement?.getBoundingClientRect();
    if (parent && parent.right > width + 0.5) continue;
    const tag = element.tagName.toLowerCase();
    const cls =
      typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    culprits.push(`${tag}${cls} reaches ${Math.round(box.right)} px`);
    if (culprits.length === 5) break;
  }
  return [`the page is ${root.scrollWidth} px wide in a ${width} px viewport${culprits.length ? `: ${culprits.join('; ')}` : ''}`];
}

/**
 * Controls (buttons, links, form fields) cut off by an ancestor that clips its overflow: part of the control's box
 * lies outside the ancestor's box on an axis the ancestor clips. Not counted: visually hidden controls (a 1 px box,
 * or clipped to nothing on purpose, by their own style or an ancestor's), the page's own scrolling (`html`, `body`),
 * and a control scrolled out of a region that scrolls on purpose: a container that scrolls vertically (a list, a
 * panel), or one the visitor has scrolled along that axis. A container scrolled to its start that hides a control
 * past its inline end clips it: at desktop width a table's actions must fit without a sideways scroll.
 */
function clippedControls(): string[] {
  const CLIPPING = ['hidden', 'clip', 'auto', 'scroll'];
  const SCROLLING = ['auto', 'scroll'];
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/)[0]}` : '';
    return `${tag}${cls}${role ? `[role=${role}]` : ''}${label ? ` "${label}"` : ''}`;
  };
  const hiddenOnPurpose = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return true;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /^inset\(50%/.test(style.clipPath)) return true;
    }
    return false;
  };
  const found: string[] = [];
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="tab"]',
  );
  for (const control of controls) {
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || hiddenOnPurpose(control)) continue;
    for (let ancestor = control.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      const clipsX = CLIPPING.includes(style.overflowX);
      const clipsY = CLIPPING.includes(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const frame = ancestor.getBoundingClientRect();
      // The padding box (inside the borders), where the content is shown.
      const left = frame.left + ancestor.clientLeft;
      const top = frame.top + ancestor.clientTop;
      const right = left + ancestor.clientWidth;
      const bottom = top + ancestor.clientHeight;
      const outX = clipsX && (box.left < left - 1 || box.right > right + 1);
      const outY = clipsY && (box.top < top - 1 || box.bottom > bottom + 1);
      const scrolledX = SCROLLING.includes(style.overflowX) && ancestor.scrollLeft !== 0;
      const scrollsY = SCROLLING.includes(style.overflowY) && (ancestor.scrollHeight > ancestor.clientHeight || ancestor.scrollTop !== 0);
      if ((outX && !scrolledX) || (outY && !scrollsY)) {
        const region = ancestor.getAttribute('aria-label') ? ` "${ancestor.getAttribute('aria-label')}"` : '';
        const tag = ancestor.tagName.toLowerCase();
        const cls =
          typeof ancestor.className === 'string' && ancestor.className.trim() ? `.${ancestor.className.trim().split(/\s+/)[0]}` : '';
        const side = outX
          ? `x ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(left)}–${Math.round(right)}`
          : `y ${Math.round(box.top)}–${Math.round(box.bottom)} outside ${Math.round(top)}–${Math.round(bottom)}`;
        found.push(`${describe(control)} is clipped by ${tag}${cls}${region} (overflow ${style.overflowX}/${style.overflowY}; ${side})`);
        break;
      }
    }
  }
  return found;
}

/**
 * Navigation lists (`nav ul`, `nav ol`) drawn with the browser's default markers: a shown item that is a list item
 * with a marker (a list-style type or image other than none).
 */
function bulletedNavigationLists(): string[] {
  const found: string[] = [];
  for (const list of document.querySelectorAll('nav ul, nav ol')) {
    if (!list.checkVisibility({ visibilityProperty: true })) continue;
    const marked = [...list.children].filter((item) => {
      if (item.tagName !== 'LI' || !item.checkVisibility({ visibilityProperty: true })) return false;
      const style = getComputedStyle(item);
      return style.display === 'list-item' && (style.listStyleType !== 'none' || style.listStyleImage !== 'none');
    });
    if (marked.length === 0) continue;
    const nav = list.closest('nav');
    const name = nav?.getAttribute('aria-label') ?? nav?.getAttribute('aria-labelledby') ?? '';
    const style = getComputedStyle(marked[0] as Element);
    found.push(
      `${list.tagName.toLowerCase()} in nav${name ? ` "${name}"` : ''}: ${marked.length} item(s) with "${style.listStyleType}" markers`,
    );
  }
  return found;
}

/**
 * A native file input as the browser draws it ("Choose File / No file chosen"): an `input[type=file]` that is shown,
 * not transparent and not visually hidden. A styled picker keeps the input hidden and draws its own control.
 */
function rawFileInputs(): string[] {
  const found: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    if (!input.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = input.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    let hidden = false;
    for (let node: Element | null = input; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /^inset\(50%/.test(style.clipPath) || Number(style.opacity) === 0) hidden = true;
    }
    if (hidden) continue;
    const label = input.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? input.getAttribute('aria-label') ?? input.name;
    found.push(`a native file input${label ? ` "${label}"` : ''} is shown (${Math.round(box.width)}×${Math.round(box.height)} px)`);
  }
  return found;
}
