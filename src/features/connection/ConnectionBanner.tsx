import { messages } from '#domain/messages.ts';
import type { ConnectionProblem } from '#machines/connectivity.machine.ts';
import { Alert } from '#src/ui/Alert.tsx';
import * as css from './connection.css.ts';

const text = messages.connection;

/**
 * Says that the connection is gone and what happens meanwhile (issue 28.1). The live region is always
 * there, so a screen reader hears the banner when it fills.
 */
export function ConnectionBanner({ problem }: { problem: ConnectionProblem | null }) {
  return (
    <div className={css.banner} aria-live="polite">
      {problem ? (
        <Alert tone="warning" title={problem === 'offline' ? text.offlineTitle : text.unreachableTitle}>
          <p>{text.whatHappens}</p>
        </Alert>
      ) : null}
    </div>
  );
}
