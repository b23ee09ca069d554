import { BackOfficeGuard } from '../back-office-guard';

/** `/backoffice/import`: the import wizard (users.import). */
export function ImportUsersPage() {
  return null;
}

export function ImportUsersRoute() {
  return (
    <BackOfficeGuard permission="users.import">
      <ImportUsersPage />
    </BackOfficeGuard>
  );
}
