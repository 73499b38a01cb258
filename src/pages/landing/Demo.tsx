import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { demoPlayerMachine, selectPlayer } from '#machines/demoPlayer.machine.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { demo } from './content.ts';
import { demoEmbed, demoThumbnail } from './demoPlayer.ts';
import * as css from './landing.css.ts';

const text = messages.site;
const { video } = demo;

/** A new embed for each press only: the selector builds a fresh object each time. */
const samePlayer = (a: ReturnType<typeof selectPlayer>, b: ReturnType<typeof selectPlayer>) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.round === b.round);

/**
 * "See Skimly in action" (issue 18.7, decision 200): a video and its summary as real text. Until a
 * press, the only request to YouTube is the thumbnail; play or a timestamp swaps in the embed.
 */
export function Demo() {
  const actor = useActorRef(demoPlayerMachine);
  const player = useSelector(actor, selectPlayer, samePlayer);
  const send = actor.send;
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const thumbnailRef = useRef<HTMLImageElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Where the press came from: the play button hands focus to the player it is replaced by.
  const focusPlayer = useRef(false);

  // A thumbnail that failed before hydration fired its error with no one listening.
  useEffect(() => {
    const img = thumbnailRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setThumbnailFailed(true);
  }, []);

  useEffect(() => {
    if (!player) return;
    const frame = frameRef.current;
    if (focusPlayer.current) {
      focusPlayer.current = false;
      frame?.querySelector('iframe')?.focus();
    }
    // Stacked on a phone, the player may be above the screen when a timestamp is pressed.
    frame?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [player]);

  return (
    <section id={SECTION_IDS.demo} className={css.sectionAlt} aria-labelledby="demo-heading">
      <div className={css.sectionHead}>
        <h2 id="demo-heading" className={css.h2}>
          {demo.heading}
        </h2>
        <p className={css.lead}>{demo.lead}</p>
      </div>
      <div className={css.demoGrid}>
        <div>
          <div ref={frameRef} className={css.videoFrame}>
            {player ? (
              <iframe
                key={player.round}
                className={css.videoEmbed}
                src={demoEmbed(video.id, player.start)}
                title={text.demoPlayer(video.title)}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <button
                type="button"
                className={css.playCover}
                aria-label={text.demoPlay(video.title)}
                onClick={() => {
                  focusPlayer.current = true;
                  send({ type: 'demo.played' });
                }}
              >
                {thumbnailFailed ? null : (
                  // Decorative: the button names the video. Offline or blocked, it gives way to the frame's
                  // neutral background.
                  <img
                    ref={thumbnailRef}
                    className={css.thumbnail}
                    src={demoThumbnail(video.id)}
                    alt=""
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                    onError={() => setThumbnailFailed(true)}
                  />
                )}
                <svg className={css.playIcon} viewBox="0 0 68 48" width="68" height="48" aria-hidden="true">
                  <rect width="68" height="48" rx="14" />
                  <path d="M27 14v20l18-10z" fill="#fff" />
                </svg>
              </button>
            )}
          </div>
          <p className={css.videoTitle}>{video.title}</p>
          <p className={css.videoMeta}>{video.meta}</p>
        </div>
        <article className={css.demoCard} aria-labelledby="demo-summary-heading">
          <div>
            <h3 id="demo-summary-heading" className={css.demoCardTitle}>
              {text.demoSample}
            </h3>
            <p className={css.videoMeta}>{demo.summaryMeta}</p>
          </div>
          <ol className={css.demoSections}>
            {demo.sections.map((section) => (
              <li key={section.time}>
                <h4 className={css.demoSectionHeading}>
                  <button
                    type="button"
                    className={css.demoTimestamp}
                    aria-label={text.demoPlayFrom(section.time)}
                    onClick={() => send({ type: 'timestamp.chosen', time: section.time })}
                  >
                    {section.time}
                  </button>
                  <span>{section.title}</span>
                </h4>
                <ul className={css.demoBullets}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </article>
      </div>
      <p className={css.caption}>{demo.caption}</p>
    </section>
  );
}
