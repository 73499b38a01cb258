import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { SignedInSession } from '#machines/apiTypes.ts';
import {
  type sessionsMachine,
  selectCanEndOthers,
  selectEndingId,
  selectIsFirstLoad,
  selectIsSettled,
  selectSessions,
  selectSessionsFailed,
} from '#machines/sessions.machine.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import * as css from './account.css.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { SessionRow } from './SessionRow.tsx';

const text = messages.settings;

/**
 * Focus follows the sessions' actions (issue 28.6, decision 283). A row signed out takes the focus to
 * the row now in its place (the last row when it was the last; the list's heading without a list); a
 * failed sign-out leaves it on the row's button. "Sign out all other sessions" puts it on the list,
 * which then holds this session alone.
 */
function useFocusAfterEnding(actor: ActorRefFrom<typeof sessionsMachine>, sessions: SignedInSession[]) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const endingId = useSelector(actor, selectEndingId);
  const settled = useSelector(actor, selectIsSettled);
  const ended = useRef<{ id: string; index: number } | null>(null);
  const othersAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row's place is read when its sign-out starts
  useEffect(() => {
    if (endingId !== null) ended.current = { id: endingId, index: sessions.findIndex((s) => s.id === endingId) };
  }, [endingId]);
  useEffect(() => {
    if (!settled) return;
    const row = ended.current;
    const others = othersAsked.current;
    ended.current = null;
    othersAsked.current = false;
    if (others) list.current?.focus();
    if (!row || sessions.some((session) => session.id === row.id)) return;
    const rows = list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    (rows[Math.min(row.index, rows.length - 1)] ?? heading.current)?.focus();
  }, [settled, sessions]);
  return {
    list,
    heading,
    othersAsked: () => {
      othersAsked.current = true;
    },
  };
}

/** The signed-in sessions, each with its sign-out, and "Sign out all other sessions". */
export function SessionsSection({ actor }: { actor: ActorRefFrom<typeof sessionsMachine> }) {
  const sessions = useSelector(actor, selectSessions);
  const firstLoad = useSelector(actor, selectIsFirstLoad);
  const failed = useSelector(actor, selectSessionsFailed);
  const canEndOthers = useSelector(actor, selectCanEndOthers);
  const focus = useFocusAfterEnding(actor, sessions);
  let body = (
    <ul ref={focus.list} tabIndex={-1} className={css.sessionList} aria-label={text.sessionsSection}>
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} actor={actor} />
      ))}
    </ul>
  );
  if (firstLoad) body = <Spinner label={text.sessionsSection} size={20} />;
  else if (failed)
    body = (
      <Alert tone="danger" title={text.sessionsLoadFailed}>
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'sessions.retried' })}>
          {messages.dashboard.retry}
        </Button>
      </Alert>
    );
  return (
    <SettingsSection title={text.sessionsSection} headingRef={focus.heading}>
      <p className={css.muted}>{text.sessionsIntro}</p>
      {body}
      <div className={css.actions}>
        <Button
          variant="secondary"
          focusableWhenDisabled
          disabled={!canEndOthers}
          onClick={() => {
            focus.othersAsked();
            actor.send({ type: 'sessions.endOthersRequested' });
          }}
        >
          {text.endOthers}
        </Button>
      </div>
    </SettingsSection>
  );
}
