import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, refreshed several times a second (read from the clock, so a throttled
 * background tab still shows the right value). `restart(n)` starts a new countdown of n seconds.
 */
export function useResendCountdown(initialSeconds: number): {
  secondsLeft: number;
  restart: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    // Shown in the same render as whatever started it (the resend's message), not one effect later.
    setSecondsLeft(Math.max(0, Math.ceil(seconds)));
  }, []);
  return { secondsLeft, restart };
}
