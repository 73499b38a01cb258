/**
 * Bridge from machines to react-router: machines call the provided `navigate` action; the router's
 * navigate function is registered here by <NavigationBridge/> inside the router. Before it mounts
 * (or outside a router) navigation falls back to a full page load, which is always correct.
 */
export type Navigator = (to: string, options: { replace: boolean }) => void;

let current: Navigator | null = null;

export function setNavigator(navigator: Navigator | null): void {
  current = navigator;
}

export function navigateTo(to: string, replace: boolean): void {
  if (current) {
    current(to, { replace });
    return;
  }
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}
