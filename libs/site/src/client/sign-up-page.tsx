import { Outlet } from 'react-router-dom';
export function SignUpRoute() { return <Outlet />; }
export function DemoSignUpRoute() { return <Outlet />; }
