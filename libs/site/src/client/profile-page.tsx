import { Outlet } from 'react-router-dom';
export function ProfileRoute() { return <Outlet />; }
