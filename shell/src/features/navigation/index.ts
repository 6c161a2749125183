export { AppLayout } from './components/AppLayout';
export type { AppLayoutProps } from './components/AppLayout';
export { navItemsFor, flattenNav } from './lib/nav-items';
export type { NavItem, NavLinkItem, NavGroupItem } from './lib/nav-items';
