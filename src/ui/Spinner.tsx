import { centered, spinner } from './spinner.css.ts';

type SpinnerProps = {
  /** Accessible name read out by screen readers (role="status"). */
  label?: string;
  size?: number;
  /** Inside a button that already says what is happening: hide it from assistive tech. */
  decorative?: boolean;
};

export function Spinner({ label = 'Loading', size = 24, decorative = false }: SpinnerProps) {
  const box = { width: size, height: size };
  if (decorative) return <span aria-hidden="true" className={spinner} style={box} />;
  return <span role="status" aria-label={label} className={spinner} style={box} />;
}

/** A spinner centred in its container, for whole-page or whole-panel loading. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={centered}>
      <Spinner label={label} size={32} />
    </div>
  );
}
