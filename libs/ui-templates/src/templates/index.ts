export { TEMPLATE_IDS, type TemplateId } from './template-id';
export type { FooterInfo, FooterLink, NavItem, TemplateLayoutProps } from './layout-props';
export { Template1Layout } from './template1-layout';
export { Template2Layout } from './template2-layout';
export { Template3Layout } from './template3-layout';
export { Template4Layout } from './template4-layout';
export { TEMPLATE_LAYOUTS, TemplateLayout } from './template-layout';
export { BrandLogoProvider, useBrandLogo, type BrandLogo } from './brand-logo';
export { OverlayFrame } from './parts';
