import { useEffect, useState } from 'react';

/** A flag that is on for `ms` after the last call of its setter ("Copied" on a copy button). */
export function useFlash(ms: number): [boolean, () => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!count) return;
    const timer = setTimeout(() => setCount(0), ms);
    return () => clearTimeout(timer);
  }, [count, ms]);
  return [count > 0, () => setCount((n) => n + 1)];
}
