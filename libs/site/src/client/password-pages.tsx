import { Outlet } from 'react-router-dom';
export function ForgotPasswordRoute() { return <Outlet />; }
export function ResetPasswordRoute() { return <Outlet />; }
