import { Outlet } from 'react-router-dom';
export function DashboardRoute() { return <Outlet />; }
