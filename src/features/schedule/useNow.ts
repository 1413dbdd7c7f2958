// The time, once a minute: what is on now changes with it, and nothing on the page needs it finer.
import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time, updated at each minute's turn. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const time = Date.now();
      setNow(new Date(time));
      timer = setTimeout(tick, MINUTE - (time % MINUTE));
    };
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    return () => clearTimeout(timer);
  }, []);
  return now;
}
