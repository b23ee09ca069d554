import { Outlet } from 'react-router-dom';
export function ConfirmEmailRoute() { return <Outlet />; }
