import type { ComponentType } from 'react';
import type { TemplateLayoutProps } from './layout-props';
import type { TemplateId } from './template-id';
import { Template1Layout } from './template1-layout';
import { Template2Layout } from './template2-layout';
import { Template3Layout } from './template3-layout';
import { Template4Layout } from './template4-layout';

/** The layout component of each template. */
export const TEMPLATE_LAYOUTS: Record<TemplateId, ComponentType<TemplateLayoutProps>> = {
  template1: Template1Layout,
  template2: Template2Layout,
  template3: Template3Layout,
  template4: Template4Layout,
};

/**
 * Without JavaScript (a prerendered page read with scripts off): the phone menu panel is shown under the header,
 * the header's drop-down menus (template 2's "Explore", the language menu) open on hover and keyboard focus, and
 * every tab panel and FAQ answer shows. With JavaScript the browser ignores it.
 */
export const NO_SCRIPT_CSS = [
  '.bf-menu-button{display:none!important}',
  "@media (max-width:59.99rem){.bf-header__panel:not([data-open='true']){display:flex;flex-direction:column;gap:var(--bf-space-4);width:100%;padding-block:var(--bf-space-4)}}",
  "@media (max-width:63.99rem){.t3-sidebar__panel:not([data-open='true']){display:flex;flex-direction:column;gap:var(--bf-space-4)}}",
  '.t2-mega:hover>.t2-mega__panel[hidden],.t2-mega:focus-within>.t2-mega__panel[hidden],.bf-language--menu:hover>.bf-language__list[hidden],.bf-language--menu:focus-within>.bf-language__list[hidden]{display:block}',
  "[role='tabpanel'][hidden],.bf-accordion__panel[hidden]{display:block}",
].join('');

/** Renders the layout of `template`, with the styles that keep its menus usable without JavaScript. */
export function TemplateLayout({ template, ...props }: TemplateLayoutProps & { template: TemplateId }) {
  const Layout = TEMPLATE_LAYOUTS[template];
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
      <Layout {...props} />
    </>
  );
}
