// The four suits as inline SVG (no font needed, no asset loaded): filled in currentColor.
import type { Suit } from '../../src/engine/index';

const PATHS: Record<Suit, string> = {
  H: 'M50 90C22 68 5 50 5 30 5 14 17 4 31 4c9 0 16 5 19 13 3-8 10-13 19-13 14 0 26 10 26 26 0 20-17 38-45 60z',
  D: 'M50 3 88 50 50 97 12 50z',
  S: 'M50 4C38 24 6 38 6 61c0 13 10 22 22 22 8 0 14-4 18-9-1 10-5 17-13 23h34c-8-6-12-13-13-23 4 5 10 9 18 9 12 0 22-9 22-22C94 38 62 24 50 4z',
  C: 'M50 6a21 21 0 0 0-17 33A21 21 0 1 0 46 72c-1 10-5 18-13 25h34c-8-7-12-15-13-25a21 21 0 1 0 13-33A21 21 0 0 0 50 6z',
};

export function SuitIcon({ suit, className }: { suit: Suit; className?: string }) {
  return (
    <svg class={`suit${className ? ` ${className}` : ''}`} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d={PATHS[suit]} fill="currentColor" />
    </svg>
  );
}
