import { Outlet } from 'react-router-dom';
export function SettingsRoute() { return <Outlet />; }
