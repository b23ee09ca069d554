import { Outlet } from 'react-router-dom';
export function WithdrawalRoute() { return <Outlet />; }
