export { blogRoutes } from './blog-routes';
export { blogNavigation, type BlogNavItem } from './navigation';
export { blogPaths } from '../paths';
