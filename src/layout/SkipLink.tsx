import { messages } from '#domain/messages.ts';
import * as css from './layout.css.ts';

/** The id of every page's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard on every page: past the header, straight to the page's <main>. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={css.skipLink}>
      {messages.site.skipToContent}
    </a>
  );
}
