import { Outlet } from 'react-router-dom';
export function AccountsRoute() { return <Outlet />; }
