import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** Props every link renderer receives: those of an anchor, with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

/**
 * Renders a link. The site supplies one that uses its router for in-app paths; stories and tests
 * use the default plain anchor. ui-templates never imports a router itself.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link renderer: a plain anchor. */
export function AnchorLink({ children, ...rest }: LinkComponentProps) {
  return <a {...rest}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

/** Makes `component` the link renderer of every ui-templates link below it. */
export function LinkProvider({ component, children }: { component?: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component ?? AnchorLink}>{children}</LinkContext.Provider>;
}

/** The current link renderer. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** A link drawn with the current link renderer (router link in the site, anchor elsewhere). */
export function Link(props: LinkComponentProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}

/** True for URLs that leave the site (another origin, mail, telephone). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+\-.]*:|\/\/)/i.test(href);
}
