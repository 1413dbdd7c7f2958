// Runs fn when the browser is idle (within 2 s); returns a cancel.
//   useEffect(() => whenIdle(() => void import('./Rare')), []);
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
