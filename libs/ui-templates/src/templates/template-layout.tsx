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

/** Renders the layout of `template`. */
export function TemplateLayout({ template, ...props }: TemplateLayoutProps & { template: TemplateId }) {
  const Layout = TEMPLATE_LAYOUTS[template];
  return <Layout {...props} />;
}
