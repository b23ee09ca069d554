import { Link as RouterLink } from 'react-router-dom';
import { isExternalHref, type LinkComponentProps } from '@brokerfront/ui-templates';

/**
 * The link renderer handed to the templates: a router link for paths of this site, a plain anchor
 * for other origins, mail/telephone links, in-page anchors and static files under `assets/`.
 */
export function SiteLink({ href, children, ...rest }: LinkComponentProps) {
  if (isExternalHref(href) || href.startsWith('#') || href.startsWith('assets/') || href.startsWith('/assets/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}
