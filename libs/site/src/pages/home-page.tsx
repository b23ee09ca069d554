import { useAppConfig } from '@brokerfront/config/react';
import { DocumentHead } from '../head/document-head';

export function HomePage() {
  const app = useAppConfig();
  return (
    <>
      <DocumentHead title="Home" appName={app.name} description={app.description} origin={app.origin} />
      <h1>{app.name}</h1>
      <p>{app.description}</p>
    </>
  );
}
