import { useId } from 'react';

interface StarPatternProps {
  /** Line colour of the lattice. */
  color: string;
  /** Opacity of the whole pattern; keep it low so text on top keeps its contrast. */
  opacity?: number;
  /** Tile size in px. */
  size?: number;
}

/**
 * A decorative eight-pointed-star lattice (the khatam motif of Islamic geometric art), drawn inline
 * so the page makes no external request. It fills its positioned parent and is hidden from assistive tech.
 */
export function StarPattern({ color, opacity = 0.08, size = 56 }: StarPatternProps) {
  // useId output contains characters that are awkward inside url(#...); keep only safe ones.
  const id = `star-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const c = size / 2;
  const half = size * 0.19; // half side of the upright square
  const tip = half * Math.SQRT2; // distance to the tips of the rotated square
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="100%"
      height="100%"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', opacity }}
    >
      <defs>
        <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
          <g fill="none" stroke={color} strokeWidth={1.2}>
            <rect x={c - half} y={c - half} width={half * 2} height={half * 2} />
            <polygon points={`${c},${c - tip} ${c + tip},${c} ${c},${c + tip} ${c - tip},${c}`} />
            <path
              d={`M${c} 0V${c - tip}M${c} ${size}V${c + tip}M0 ${c}H${c - tip}M${size} ${c}H${c + tip}M0 0L${c - half} ${c - half}M${size} 0L${c + half} ${c - half}M0 ${size}L${c - half} ${c + half}M${size} ${size}L${c + half} ${c + half}`}
            />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
