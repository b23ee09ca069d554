import { BackOfficeGuard } from '../back-office-guard';

/** The employee groups: create and rename groups, set the team lead, move members. */
export function EmployeeGroupsPage() {
  return <h1>Employee groups</h1>;
}

/** `/backoffice/groups`: signed-in employees with `users.read`. */
export function EmployeeGroupsRoute() {
  return (
    <BackOfficeGuard>
      <EmployeeGroupsPage />
    </BackOfficeGuard>
  );
}
