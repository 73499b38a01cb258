/**
 * The landing's "in action" demo (issue 18.7, decision 200): real text, a play button and timestamps
 * that start YouTube's privacy-enhanced embed at their second, nothing from YouTube but the thumbnail
 * before a press, and a prerender that hydrates without a mismatch.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '#domain/messages.ts';
import { demoPlayerMachine, selectPlayer } from '#machines/demoPlayer.machine.ts';
import { timestampToSeconds } from '#domain/timestamp.ts';
import { render as prerender } from '#src/entry-prerender.tsx';
import { demo } from '#src/pages/landing/content.ts';
import { Demo } from '#src/pages/landing/Demo.tsx';
import { demoEmbed } from '#src/pages/landing/demoPlayer.ts';

const { video } = demo;
const playLabel = messages.site.demoPlay(video.title);

function embedOf(iframe: HTMLElement): { origin: string; path: string; start: string | null; autoplay: string | null } {
  const url = new URL(iframe.getAttribute('src') ?? '');
  return {
    origin: url.origin,
    path: url.pathname,
    start: url.searchParams.get('start'),
    autoplay: url.searchParams.get('autoplay'),
  };
}

describe('landing demo', () => {
  it('is "Me at the zoo" with a summary of its own words, labelled as a sample', () => {
    render(<Demo />);
    expect(screen.getByRole('heading', { level: 2, name: demo.heading })).toBeInTheDocument();
    expect(screen.getByText(video.title)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: messages.site.demoSample });
    expect(within(card).getByText(/really, really, really long trunks/)).toBeInTheDocument();
    expect(within(card).getByText(/pretty much all there is to say/)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0:00', '0:05', '0:15']);
    // Every timestamp reads as a moment inside the 19-second video.
    for (const section of demo.sections) {
      expect(timestampToSeconds(section.time)).toBeGreaterThanOrEqual(0);
      expect(timestampToSeconds(section.time)).toBeLessThan(19);
    }
  });

  it('shows only the thumbnail until play is pressed, then the autoplaying embed, focused', async () => {
    const user = userEvent.setup();
    const { container } = render(<Demo />);
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`);
    expect(img).toHaveAttribute('alt', '');

    await user.click(screen.getByRole('button', { name: playLabel }));
    const iframe = screen.getByTitle(messages.site.demoPlayer(video.title));
    expect(embedOf(iframe)).toEqual({
      origin: 'https://www.youtube-nocookie.com',
      path: `/embed/${video.id}`,
      start: '0',
      autoplay: '1',
    });
    expect(iframe).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button', { name: playLabel })).toBeNull();
  });

  it('plays from a timestamp, before and after the player is open, and restarts on a second press', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    const from = (time: string) => screen.getByRole('button', { name: messages.site.demoPlayFrom(time) });
    const player = () => screen.getByTitle(messages.site.demoPlayer(video.title));

    await user.click(from('0:05'));
    expect(embedOf(player()).start).toBe('5');
    expect(embedOf(player()).autoplay).toBe('1');
    // The timestamp keeps focus: the list is where the reader is.
    expect(from('0:05')).toHaveFocus();

    await user.click(from('0:15'));
    expect(embedOf(player()).start).toBe('15');
    const first = player();
    await user.click(from('0:15'));
    expect(embedOf(player()).start).toBe('15');
    expect(player()).not.toBe(first);
  });

  it('works from the keyboard: Tab to play, Enter; Space on a timestamp', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.tab();
    expect(screen.getByRole('button', { name: playLabel })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(embedOf(screen.getByTitle(messages.site.demoPlayer(video.title))).start).toBe('0');

    render(<Demo />);
    const timestamp = screen.getAllByRole('button', { name: messages.site.demoPlayFrom('0:15') })[1];
    timestamp?.focus();
    await user.keyboard(' ');
    const players = screen.getAllByTitle(messages.site.demoPlayer(video.title));
    expect(players.map((p) => embedOf(p).start)).toEqual(['0', '15']);
  });

  it('gives a thumbnail that fails to load way to the neutral frame, keeping the play button', () => {
    const { container } = render(<Demo />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no thumbnail');
    act(() => {
      fireEvent.error(img);
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: playLabel })).toBeVisible();
  });
});

describe('landing demo state', () => {
  it('goes from idle to playing at the chosen second, counting presses', () => {
    const actor = createActor(demoPlayerMachine).start();
    expect(selectPlayer(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'demo.played' });
    expect(selectPlayer(actor.getSnapshot())).toEqual({ start: 0, round: 0 });
    actor.send({ type: 'timestamp.chosen', time: '0:15' });
    expect(selectPlayer(actor.getSnapshot())).toEqual({ start: 15, round: 1 });
    actor.send({ type: 'timestamp.chosen', time: '0:15' });
    expect(selectPlayer(actor.getSnapshot())).toEqual({ start: 15, round: 2 });
    const fresh = createActor(demoPlayerMachine).start();
    fresh.send({ type: 'timestamp.chosen', time: '1:02:05' });
    expect(selectPlayer(fresh.getSnapshot())).toEqual({ start: 3725, round: 0 });
    // A timestamp it cannot read plays from the start rather than nowhere.
    fresh.send({ type: 'timestamp.chosen', time: 'soon' });
    expect(selectPlayer(fresh.getSnapshot())).toEqual({ start: 0, round: 1 });
    expect(demoEmbed(video.id, 5)).toBe(
      `https://www.youtube-nocookie.com/embed/${video.id}?start=5&autoplay=1&playsinline=1`,
    );
  });
});

describe('landing demo prerender', () => {
  it('is in the prerendered page: thumbnail and summary as text, no embed and no YouTube script', async () => {
    const html = await prerender('/');
    expect(html).toContain(`https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`);
    expect(html).toContain(`aria-label="${playLabel}"`);
    expect(html).toContain('really, really, really long trunks');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
    expect(html).not.toContain('youtube.com/iframe_api');
  });

  it('hydrates without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Demo />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () => hydrateRoot(container, <Demo />, { onRecoverableError }));
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
