import { useEffect } from 'react';
import { type Params, type UIMatch, useMatches } from 'react-router';
import { messages } from '#domain/messages.ts';

/** A route's `handle`: the page name of its browser-tab title, fixed or read from the address. */
export type RouteHandle = { title: string | ((params: Params) => string) };

function titleOf(match: UIMatch): string | undefined {
  const handle = match.handle as RouteHandle | undefined;
  if (!handle) return undefined;
  return typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
}

/** Sets the tab title from the deepest matched route (decision 150): "Dashboard · Skimly"; the landing page keeps the site's title. */
export function DocumentTitle() {
  const matches = useMatches();
  const name = matches.map(titleOf).findLast((title) => title !== undefined);
  useEffect(() => {
    document.title = name ? messages.titles.page(name) : messages.titles.site;
  }, [name]);
  return null;
}
