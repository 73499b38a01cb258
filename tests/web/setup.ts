import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// findBy… and waitFor wait on a condition; a busy machine (two cores under a parallel run) can take
// longer than the library's 1 s to lazy-load a route, so they wait longer before calling it failed.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few browser APIs that Radix, sonner and the theme actor read; inert stand-ins keep them working.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom's scrollTo only reports "Not implemented"; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}

// XState's warnings about misused built-in actions mean an action runs at the wrong time: they fail the test.
const xstateMisuse: string[] = [];
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('should not call')) xstateMisuse.push(args[0]);
  warn(...args);
};

afterEach(() => {
  cleanup();
  expect(xstateMisuse.splice(0), 'XState warned about a built-in action called from a custom one').toEqual([]);
  window.localStorage.clear();
  // The prompt's unsaved draft lives in sessionStorage (issue 18.14): each test starts without one.
  window.sessionStorage.clear();
});
