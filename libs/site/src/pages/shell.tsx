import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { SiteLayout } from '@brokerfront/ui-templates';
import { useTemplate } from '../app/site-context';

/** The shell that holds all pages (SPEC §2): the template's frame around the routed page. */
export function Shell() {
  const app = useAppConfig();
  const template = useTemplate();
  return (
    <>
      <SiteLayout
        template={template}
        brandName={app.name}
        navigation={[{ href: '/', label: 'Home' }]}
        renderLink={(l) => <Link to={l.href}>{l.label}</Link>}
        footer={<p>© {app.name}</p>}
      >
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
    </>
  );
}
