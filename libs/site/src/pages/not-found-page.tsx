import { Link } from 'react-router-dom';
import { useAppConfig } from '@brokerfront/config/react';
import { DocumentHead } from '../head/document-head';

export function NotFoundPage() {
  const app = useAppConfig();
  return (
    <>
      <DocumentHead title="Page not found" appName={app.name} description={app.description} origin={app.origin} path="404" />
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </>
  );
}
