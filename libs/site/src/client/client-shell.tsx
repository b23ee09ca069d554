import { Outlet } from 'react-router-dom';
export function ClientLayoutRoute() { return <Outlet />; }
