import { Outlet } from 'react-router-dom';
export function DocumentsRoute() { return <Outlet />; }
