import { useSelector } from '@xstate/react';
import { Globe, LogOut, Monitor, Puzzle, Smartphone, Tablet } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { SignedInSession } from '#machines/apiTypes.ts';
import { type sessionsMachine, selectCanEnd, selectEndingId } from '#machines/sessions.machine.ts';
import { formatDateTime } from '#src/features/format.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import * as css from './account.css.ts';

const text = messages.settings;

const deviceIcons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, other: Globe } as const;

/** "Chrome 131 on macOS 10.15.7", the extension by its name, or what little the user agent said. */
function deviceName(session: SignedInSession): string {
  const what = session.browser ?? (session.client === 'extension' ? text.extension : text.unknownBrowser);
  const label = session.client === 'extension' && session.browser ? `${text.extension} (${what})` : what;
  return session.os ? `${label} on ${session.os}` : label;
}

export function SessionRow({
  session,
  actor,
}: {
  session: SignedInSession;
  actor: ActorRefFrom<typeof sessionsMachine>;
}) {
  const canEnd = useSelector(actor, (s) => selectCanEnd(s, session.id));
  const ending = useSelector(actor, selectEndingId) === session.id;
  const Icon = session.client === 'extension' ? Puzzle : deviceIcons[session.device];
  const name = deviceName(session);
  return (
    // The focus lands on a row after the one before it was signed out (decision 283).
    <li className={css.session} aria-label={name} tabIndex={-1}>
      <div>
        <p className={css.sessionName}>
          <Icon size={16} aria-hidden="true" />
          {name}
          {session.current ? <Badge tone="accent">{text.thisSession}</Badge> : null}
        </p>
        <p className={css.sessionMeta}>
          {text.signedInFrom(session.ip_address ?? text.unknownAddress, formatDateTime(session.created_at))}
        </p>
        <p className={css.sessionMeta}>{text.lastUsed(formatDateTime(session.last_used_at))}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          busy={ending}
          // Off while a call runs, focused still: the focus stays here until the row goes.
          focusableWhenDisabled
          disabled={!canEnd}
          aria-label={text.endSessionOf(name)}
          onClick={() => actor.send({ type: 'session.endRequested', id: session.id })}
        >
          <LogOut size={14} aria-hidden="true" />
          {text.endSession}
        </Button>
      )}
    </li>
  );
}
