/** `/` is active only on itself; every other item also stays active on its sub-paths. */
export function isNavItemActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Header title: "Dashboard" for `/`, otherwise the path without its slash, first letter capitalised. */
export function pageTitle(pathname: string): string {
  if (pathname === '/') return 'Dashboard';
  const path = pathname.replace(/^\//, '');
  return path.charAt(0).toUpperCase() + path.slice(1);
}
