export { blogRoutes } from './blog-routes';
export { blogNavigation, type BlogNavItem } from './navigation';
export { BLOG_PATH, blogPaths } from './blog-paths';
