/**
 * The brand theme's maths (colour conversions, contrast): imported dynamically, so a page that carries its theme
 * already (a prerendered page) never loads them.
 */
export { resolveTheme, themeCss } from '@brokerfront/config/theme';
