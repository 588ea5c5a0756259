import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import BootstrapAlert from 'react-bootstrap/Alert';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

/** Spec §9: alerts that close themselves do so after 5000 ms unless told otherwise. */
export const ALERT_AUTO_CLOSE_MS = 5000;

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /** `true` closes after 5000 ms, a number after that many ms; a progress bar shows the time left. */
  autoClose?: boolean | number;
  /** Called once the alert closes, by its button or by the timer. */
  onClose?: () => void;
  dismissible?: boolean;
  className?: string;
}

/**
 * The one way the app shows a message (role="alert"). Give it a `key` of its message so a new
 * message restarts the auto-close timer.
 */
export function Alert({
  variant,
  children,
  autoClose = false,
  onClose,
  dismissible = true,
  className,
}: AlertProps) {
  const [open, setOpen] = useState(true);
  const duration = autoClose === true ? ALERT_AUTO_CLOSE_MS : autoClose || 0;
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const expire = useEffectEvent(close);

  useEffect(() => {
    if (duration <= 0) return;
    const timer = window.setTimeout(() => expire(), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);

  return (
    <BootstrapAlert
      show={open}
      variant={variant}
      dismissible={dismissible}
      onClose={close}
      className={['app-alert', className].filter(Boolean).join(' ')}
    >
      {children}
      {duration > 0 && (
        <div className="app-alert-countdown" aria-hidden="true">
          <div
            className={`app-alert-countdown-bar bg-${variant}`}
            style={{ animationDuration: `${duration}ms` }}
          />
        </div>
      )}
    </BootstrapAlert>
  );
}
