// One worker call at a time, for the latest question only: while a plot or a
// solve is computing, keystrokes replace the question waiting behind it instead
// of queueing one sweep each (a slow engine's sweep takes a second; a visitor
// types faster). The answer of a question overtaken while it ran is dropped.
import { useRef } from 'preact/hooks';

export function useLatestCall<Q, A>(call: (question: Q) => Promise<A>, answered: (answer: A, question: Q) => void): (question: Q) => void {
  const waiting = useRef<{ q: Q } | null>(null);
  const running = useRef(false);
  const latest = useRef({ call, answered });
  latest.current = { call, answered };
  return (q: Q) => {
    waiting.current = { q };
    if (running.current) return;
    running.current = true;
    void (async () => {
      try {
        while (waiting.current) {
          const { q: next } = waiting.current;
          waiting.current = null;
          const a = await latest.current.call(next);
          if (!waiting.current) latest.current.answered(a, next);
        }
      } finally {
        // The worker's calls never throw; were one to, the next question still runs.
        running.current = false;
        waiting.current = null;
      }
    })();
  };
}
