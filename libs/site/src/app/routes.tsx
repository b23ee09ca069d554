import type { RouteObject } from 'react-router-dom';
import { Shell } from '../pages/shell';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';

/** The root route table (SPEC §2): the empty path loads the shell that holds all pages. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '',
      element: <Shell />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '404', element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
