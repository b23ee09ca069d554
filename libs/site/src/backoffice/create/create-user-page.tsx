import { BackOfficeGuard } from '../back-office-guard';

/** `/backoffice/users/new?type=client|employee|affiliate`: the create forms (users.create). */
export function CreateUserPage() {
  return null;
}

export function CreateUserRoute() {
  return (
    <BackOfficeGuard permission="users.create">
      <CreateUserPage />
    </BackOfficeGuard>
  );
}
