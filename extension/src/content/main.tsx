/**
 * The content script on youtube.com: mounts the Skimly panel beside the video, tells the service
 * worker which video the tab shows (again after each of YouTube's in-page navigations), answers its
 * transcript requests, and seeks the playing video when a timestamp is clicked.
 */
import { createRoot } from 'react-dom/client';
import { startPageLink } from './link.ts';
import { panelRoot } from './mount.ts';
import { PanelApp } from './PanelApp.tsx';

const link = startPageLink();
const { container } = panelRoot();
createRoot(container).render(<PanelApp link={link} />);
